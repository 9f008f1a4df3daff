import type { News } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useNews = () => useList<News>('/api/news');

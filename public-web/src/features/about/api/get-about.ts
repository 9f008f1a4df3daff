import type { AboutContent } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useAbout = () => useList<AboutContent>('/api/about');

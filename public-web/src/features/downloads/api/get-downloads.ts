import type { Download } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useDownloads = () => useList<Download>('/api/downloads');

import type { Statistic } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const STATISTICS_URL = '/api/statistics';

export const useStatistics = () => useList<Statistic>(STATISTICS_URL);

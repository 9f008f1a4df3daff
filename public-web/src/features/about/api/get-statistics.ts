import type { Statistic } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useStatistics = () => useList<Statistic>('/api/statistics');

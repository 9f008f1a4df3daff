import type { Donor } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useDonors = () => useList<Donor>('/api/donors');

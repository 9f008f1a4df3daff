import type { Donor } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const DONORS_URL = '/api/donors';

export const useDonors = () => useList<Donor>(DONORS_URL);

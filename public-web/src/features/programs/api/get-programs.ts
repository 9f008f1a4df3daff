import type { Program } from '@institute/shared';
import { activeOnly } from '@/lib/lists';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const PROGRAMS_URL = '/api/programs';

/** The active training programs, in the server's order. */
export function usePrograms() {
  const query = useList<Program>(PROGRAMS_URL);
  return { ...query, data: query.data && activeOnly(query.data) };
}

import type { Program } from '@institute/shared';
import { activeOnly } from '@/lib/lists';
import { useList } from '@/lib/react-query';

/** The active training programs, in the server's order. */
export function usePrograms() {
  const query = useList<Program>('/api/programs');
  return { ...query, data: query.data && activeOnly(query.data) };
}

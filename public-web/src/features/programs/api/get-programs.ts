import { activeOnly } from '@/lib/lists';
import { type Read, usePageRead } from '@/lib/page-data';
import type { Program } from '@institute/shared';

/** The active training programs, in the server's order (every page's loader reads them: app/App.tsx). */
export function usePrograms(): Read<Program[]> {
  const read = usePageRead('programs');
  return read.isError ? read : { ...read, data: activeOnly(read.data) };
}

import { activeOnly } from '@/lib/lists';
import { type Loaded, usePageData } from '@/lib/page-data';
import type { Program } from '@institute/shared';

/** The active training programs, in the server's order (every page's loader reads them: app/App.tsx). */
export function usePrograms(): Loaded<Program[]> {
  const loaded = usePageData('programs');
  return loaded.isError ? loaded : { ...loaded, data: activeOnly(loaded.data) };
}

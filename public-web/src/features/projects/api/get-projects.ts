import type { Project } from '@institute/shared';
import { activeOnly, byDisplayOrder } from '@/lib/lists';
import { type Loaded, usePageData } from '@/lib/page-data';

/** The active projects by display order (docs/public-site.md, Other pages). */
export function useProjects(): Loaded<Project[]> {
  const loaded = usePageData('projects');
  return loaded.isError ? loaded : { ...loaded, data: byDisplayOrder(activeOnly(loaded.data)) };
}

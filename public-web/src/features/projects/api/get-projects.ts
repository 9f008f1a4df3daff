import type { Project } from '@institute/shared';
import { activeOnly, byDisplayOrder } from '@/lib/lists';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const PROJECTS_URL = '/api/projects';

/** The active projects by display order (docs/public-site.md, Other pages). */
export function useProjects() {
  const query = useList<Project>(PROJECTS_URL);
  return { ...query, data: query.data && byDisplayOrder(activeOnly(query.data)) };
}

import type { Project } from '@institute/shared';
import { activeOnly, byDisplayOrder } from '@/lib/lists';
import { useList } from '@/lib/react-query';

/** The active projects by display order (docs/public-site.md, Other pages). */
export function useProjects() {
  const query = useList<Project>('/api/projects');
  return { ...query, data: query.data && byDisplayOrder(activeOnly(query.data)) };
}

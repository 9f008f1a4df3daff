import type { Project } from '@institute/shared';
import { activeOnly, byDisplayOrder } from '@/lib/lists';
import { type Read, usePageRead } from '@/lib/page-data';

/** The active projects by display order (docs/public-site.md, Other pages). */
export function useProjects(): Read<Project[]> {
  const read = usePageRead('projects');
  return read.isError ? read : { ...read, data: byDisplayOrder(activeOnly(read.data)) };
}

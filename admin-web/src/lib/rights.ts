import { usePermissions } from 'react-admin';
import { type Access, type Area, can } from '@institute/shared';

/** Whether the signed-in role may do `access` in `area` (libs roles.ts), for what canAccess does not cover. */
export function useCan(area: Area, access: Access): boolean {
  const { permissions } = usePermissions<string | null>();
  return can(permissions, area, access);
}

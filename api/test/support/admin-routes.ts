import { type Access, type Area, can, type Role } from '@institute/shared';

/**
 * Every /api/admin route and the right it needs (DESIGN.md §5). The role-matrix test
 * checks this table against the routes the app really has, then calls each route as
 * every role. A module that adds an admin route adds its line here.
 */
export const ADMIN_ROUTES: ReadonlyArray<readonly [method: string, path: string, area: Area, access: Access]> = [
  ['GET', '/api/admin/users', 'users', 'read'],
  ['GET', '/api/admin/users/:id', 'users', 'read'],
  ['POST', '/api/admin/users', 'users', 'manage'],
  ['PUT', '/api/admin/users/:id', 'users', 'manage'],
  ['PATCH', '/api/admin/users/:id/toggle-status', 'users', 'manage'],
  ['DELETE', '/api/admin/users/:id', 'users', 'manage'],
];

export const allowed = (role: Role, area: Area, access: Access) => can(role, area, access);

import type { Access, Area } from '@institute/shared';

/**
 * Every /api/admin route and the right it needs (docs/roles.md). The role-matrix test
 * checks this table against the routes the app really has, then calls each route as
 * every role. A module that adds an admin route adds its line here.
 */
/** The five routes of a module built on common/crud.ts. */
function crud(path: string, area: Area) {
  return [
    ['GET', `/api/admin/${path}`, area, 'read'],
    ['GET', `/api/admin/${path}/:id`, area, 'read'],
    ['POST', `/api/admin/${path}`, area, 'manage'],
    ['PUT', `/api/admin/${path}/:id`, area, 'manage'],
    ['DELETE', `/api/admin/${path}/:id`, area, 'manage'],
  ] as const;
}

export const ADMIN_ROUTES: ReadonlyArray<readonly [method: string, path: string, area: Area, access: Access]> = [
  ['GET', '/api/admin/users', 'users', 'read'],
  ['GET', '/api/admin/users/:id', 'users', 'read'],
  ['POST', '/api/admin/users', 'users', 'manage'],
  ['PUT', '/api/admin/users/:id', 'users', 'manage'],
  ['PATCH', '/api/admin/users/:id/toggle-status', 'users', 'manage'],
  ['DELETE', '/api/admin/users/:id', 'users', 'manage'],
  ...crud('team', 'content'),
  ...crud('donors', 'content'),
  ...crud('programs', 'content'),
  ...crud('hero-slides', 'content'),
  ...crud('training-openings', 'content'),
  ...crud('news', 'content'),
  ...crud('statistics', 'content'),
  ['GET', '/api/admin/about', 'content', 'read'],
  ['GET', '/api/admin/about/:id', 'content', 'read'],
  ['PUT', '/api/admin/about/:id', 'content', 'manage'],
  ['GET', '/api/admin/site-settings', 'settings', 'read'],
  ['GET', '/api/admin/site-settings/:id', 'settings', 'read'],
  ['PUT', '/api/admin/site-settings/:id', 'settings', 'manage'],
  ...crud('downloads', 'content'),
  ...crud('projects', 'content'),
  ...crud('certificates', 'certificates'),
  ['GET', '/api/admin/contact-messages', 'submissions', 'read'],
  ['GET', '/api/admin/contact-messages/:id', 'submissions', 'read'],
  ['PUT', '/api/admin/contact-messages/:id/status', 'submissions', 'manage'],
  ['DELETE', '/api/admin/contact-messages/:id', 'submissions', 'manage'],
  ['GET', '/api/admin/applications', 'submissions', 'read'],
  ['GET', '/api/admin/applications/:id', 'submissions', 'read'],
  ['PUT', '/api/admin/applications/:id', 'submissions', 'manage'],
  ['DELETE', '/api/admin/applications/:id', 'submissions', 'manage'],
  ['POST', '/api/admin/uploads', 'content', 'manage'],
];

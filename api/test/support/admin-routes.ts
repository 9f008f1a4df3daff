import type { Access, Area } from '@institute/shared';

type Route = readonly [method: string, path: string, area: Area, access: Access];

/** A resource's list and single read (`read`), then the writes it serves (`manage`), as [method, path after the resource]. */
function resource(path: string, area: Area, writes: readonly (readonly [string, string])[]): Route[] {
  const at = (suffix: string) => `/api/admin/${path}${suffix}`;
  return [
    ['GET', at(''), area, 'read'],
    ['GET', at('/:id'), area, 'read'],
    ...writes.map(([method, suffix]): Route => [method, at(suffix), area, 'manage']),
  ];
}

/** The writes of a module built on common/crud.ts with its default routes. */
const CRUD = [
  ['POST', ''],
  ['PUT', '/:id'],
  ['DELETE', '/:id'],
] as const;

/**
 * Every /api/admin route and the right it needs (docs/roles.md). The role-matrix test
 * checks this table against the routes the app really has, then calls each route as
 * every role. A module that adds an admin route adds its line here.
 */
export const ADMIN_ROUTES: readonly Route[] = [
  ...resource('users', 'users', [...CRUD, ['PATCH', '/:id/toggle-status'], ['DELETE', '/:id/two-factor'], ['DELETE', '/:id/sessions']]),
  ...resource('team', 'content', CRUD),
  ...resource('donors', 'content', CRUD),
  ...resource('programs', 'content', CRUD),
  ...resource('hero-slides', 'content', CRUD),
  ...resource('training-openings', 'content', CRUD),
  ...resource('news', 'content', CRUD),
  ...resource('statistics', 'content', CRUD),
  ...resource('about', 'content', [['PUT', '/:id']]),
  ...resource('site-settings', 'settings', [['PUT', '/:id']]),
  ...resource('downloads', 'content', CRUD),
  ...resource('projects', 'content', CRUD),
  ...resource('certificates', 'certificates', CRUD),
  ...resource('contact-messages', 'submissions', [
    ['PUT', '/:id/status'],
    ['DELETE', '/:id'],
  ]),
  ...resource('applications', 'submissions', [
    ['PUT', '/:id'],
    ['DELETE', '/:id'],
  ]),
  ...resource('uploads', 'content', [
    ['POST', ''],
    ['DELETE', '/:id'],
  ]),
  // E-mail subscribers (docs/api.md, E-mail subscriptions): administrators and editors read, administrators delete.
  ...resource('subscribers', 'subscribers', [['DELETE', '/:id']]),
  ['GET', '/api/admin/subscribers/:id/mails', 'subscribers', 'read'],
  ['GET', '/api/admin/subscribers/counts', 'subscribers', 'read'],
  ['GET', '/api/admin/subscribers/export', 'subscribers', 'read'],
  ['GET', '/api/admin/subscribers/news/:newsId', 'subscribers', 'read'],
  // Revisions (docs/api.md, Revisions): every staff role lists, editors and administrators restore.
  ...(['news', 'programs', 'projects', 'hero-slides', 'about'] as const).flatMap((path): Route[] => [
    ['GET', `/api/admin/${path}/:id/revisions`, 'content', 'read'],
    ['POST', `/api/admin/${path}/:id/revisions/:revisionId/restore`, 'content', 'manage'],
  ]),
  // Staff tools (docs/api.md, Exports, Certificate import, Certificate QR code).
  ['GET', '/api/admin/applications/export', 'submissions', 'read'],
  ['GET', '/api/admin/contact-messages/export', 'submissions', 'read'],
  ['GET', '/api/admin/certificates/export', 'certificates', 'read'],
  ['GET', '/api/admin/certificates/:id/qr.svg', 'certificates', 'read'],
  ['POST', '/api/admin/certificates/import', 'certificates', 'manage'],
  // Read only: no route writes an entry (docs/api.md, Audit log).
  ['GET', '/api/admin/audit-log', 'settings', 'read'],
  ['GET', '/api/admin/audit-log/:id', 'settings', 'read'],
  // Administrators only; restoring is a command, never a route (docs/operations.md, Restore).
  ['GET', '/api/admin/backups', 'settings', 'read'],
  ['GET', '/api/admin/backups/status', 'settings', 'read'],
  ['POST', '/api/admin/backups', 'settings', 'manage'],
  ['GET', '/api/admin/backups/:id/download', 'settings', 'read'],
];

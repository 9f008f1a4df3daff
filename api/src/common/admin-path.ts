/** What a path under the back office's API names: `/api/admin/<resource>[/<id>[/<action>]]`. */
export interface AdminPath {
  resource: string;
  /** A record's id or key, or a collection's own route (`import`, `export`). */
  id?: string;
  /** A record's own route (`status`, `toggle-status`, `qr.svg`, `restore`…). */
  action?: string;
  /** The revision a `restore` writes back (`/api/admin/<resource>/<id>/revisions/<revisionId>/restore`). */
  revisionId?: string;
}

const RESTORE_PATH = /^\/api\/admin\/([a-z-]+)\/([^/]+)\/revisions\/([^/]+)\/restore$/;

const ADMIN_PATH = /^\/api\/admin\/([a-z-]+)(?:\/([^/]+))?(?:\/([a-z.-]+))?$/;

/**
 * The one reading of a back-office path, for whatever acts on admin writes by their resource
 * (the audit log, the response cache's invalidation); null for any other path.
 */
export function parseAdminPath(path: string): AdminPath | null {
  const restore = RESTORE_PATH.exec(path);
  if (restore) return { resource: restore[1], id: restore[2], action: 'restore', revisionId: restore[3] };
  const m = ADMIN_PATH.exec(path);
  if (!m) return null;
  const parsed: AdminPath = { resource: m[1] };
  if (m[2] !== undefined) parsed.id = m[2];
  if (m[3] !== undefined) parsed.action = m[3];
  return parsed;
}

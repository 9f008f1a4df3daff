/** What a path under the back office's API names: `/api/admin/<resource>[/<id>[/<action>]]`. */
export interface AdminPath {
  resource: string;
  /** A record's id or key, or a collection's own route (`import`, `export`). */
  id?: string;
  /** A record's own route (`status`, `toggle-status`, `qr.svg`…). */
  action?: string;
}

const ADMIN_PATH = /^\/api\/admin\/([a-z-]+)(?:\/([^/]+))?(?:\/([a-z.-]+))?$/;

/**
 * The one reading of a back-office path, for whatever acts on admin writes by their resource
 * (the audit log, the response cache's invalidation); null for any other path.
 */
export function parseAdminPath(path: string): AdminPath | null {
  const m = ADMIN_PATH.exec(path);
  if (!m) return null;
  const parsed: AdminPath = { resource: m[1] };
  if (m[2] !== undefined) parsed.id = m[2];
  if (m[3] !== undefined) parsed.action = m[3];
  return parsed;
}

/**
 * Roles and what each may do (docs/roles.md). The API enforces this table on every
 * admin route; the back office reads the same table to hide what a role may not do.
 */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  viewer: 'Viewer',
};

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Areas of the back office, each with its own rights. */
export type Area = 'users' | 'settings' | 'content' | 'certificates' | 'submissions' | 'subscribers';
export type Access = 'read' | 'manage';

const RIGHTS: Record<Area, Record<Role, Access | null>> = {
  users: { admin: 'manage', editor: null, viewer: null },
  settings: { admin: 'manage', editor: null, viewer: null },
  content: { admin: 'manage', editor: 'manage', viewer: 'read' },
  certificates: { admin: 'manage', editor: 'manage', viewer: 'read' },
  submissions: { admin: 'manage', editor: 'manage', viewer: null },
  // E-mail subscribers' addresses are personal data: editors see them, only administrators delete one.
  subscribers: { admin: 'manage', editor: 'read', viewer: null },
};

/** True when `role` may perform `access` in `area`; manage implies read. */
export function can(role: Role | string | undefined | null, area: Area, access: Access): boolean {
  if (!role || !(ROLES as readonly string[]).includes(role)) return false;
  const granted = RIGHTS[area][role as Role];
  if (granted === null) return false;
  return access === 'read' || granted === 'manage';
}

/** A user may sign in and keep a session only while both flags say so. */
export function canSignIn(user: { status: string; isActive: boolean }): boolean {
  return user.status === 'active' && user.isActive === true;
}

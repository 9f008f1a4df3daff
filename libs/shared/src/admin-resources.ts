import type { AdminResource } from './admin-lists.js';
import type { Area } from './roles.js';

/**
 * The rights area (roles.ts, docs/roles.md) of each back-office resource, by its name in the
 * address (/api/admin/<resource>, /admin/<resource>). The API states it on the resource's routes
 * (@Rights) and the back office's canAccess reads it to hide what a role may not do: one table.
 */
export const RESOURCE_AREAS = {
  about: 'content',
  applications: 'submissions',
  'audit-log': 'settings',
  // The backup archives (docs/operations.md, Backups): administrators only.
  backups: 'settings',
  certificates: 'certificates',
  'contact-messages': 'submissions',
  donors: 'content',
  downloads: 'content',
  'hero-slides': 'content',
  news: 'content',
  programs: 'content',
  projects: 'content',
  'site-settings': 'settings',
  statistics: 'content',
  subscribers: 'subscribers',
  team: 'content',
  'training-openings': 'content',
  // The media library (docs/back-office.md, Media), which has no list order of its own here.
  uploads: 'content',
  users: 'users',
} as const satisfies Record<AdminResource | 'uploads' | 'backups', Area>;

export type RightsResource = keyof typeof RESOURCE_AREAS;

/**
 * What the back office's edit form of a resource sends: the fields it changes. The API's update
 * body of that resource takes each of them (its OpenAPI suite checks the DTOs do), and strips
 * anything else. A resource not named here sends its form as it is, less id and timestamps.
 */
const EDIT_FIELDS: Partial<Record<AdminResource, readonly string[]>> = {
  // A statistic's key and English label are fixed once created; its Nepali texts are not.
  statistics: ['value', 'translations'],
  about: ['title', 'content', 'translations'],
  'site-settings': ['value', 'translations'],
  'contact-messages': ['status'],
  applications: ['status', 'notes'],
  // Not the password (its own dialog) nor the photo (no field on the form).
  users: ['username', 'email', 'firstName', 'lastName', 'role', 'status', 'isActive', 'bio', 'phone', 'department', 'permissions'],
};

/** The fields the edit form of `resource` sends, or undefined when it sends its whole form. */
export function editFields(resource: string): readonly string[] | undefined {
  return Object.hasOwn(EDIT_FIELDS, resource) ? EDIT_FIELDS[resource as AdminResource] : undefined;
}

/**
 * The resources whose records keep revisions, listed and restored on their edit screens
 * (docs/api.md, Revisions): the API writes them, the back office shows them.
 */
export const REVISIONED_RESOURCES = ['news', 'programs', 'projects', 'hero-slides', 'about'] as const satisfies readonly AdminResource[];
export type RevisionedResource = (typeof REVISIONED_RESOURCES)[number];

/** One revision of a record (`GET /api/admin/<resource>/{id}/revisions`). */
export interface Revision {
  id: string;
  recordId: string;
  action: 'create' | 'update' | 'restore';
  createdAt: string;
  userId: string | null;
  username: string | null;
  data: Record<string, unknown>;
  restoredFrom: string | null;
}

import { USER_MESSAGES } from '@institute/shared';
import { RESOURCES } from './resources';

/** The back office's notices (docs/back-office.md, Notices): '{thing} created successfully', 'Error creating {thing}', … */
export type Operation = 'create' | 'update' | 'delete';

const VERB: Record<Operation, { done: string; doing: string }> = {
  create: { done: 'created', doing: 'creating' },
  update: { done: 'updated', doing: 'updating' },
  delete: { done: 'deleted', doing: 'deleting' },
};

export function successMessage(resource: string, op: Operation): string {
  if (resource === 'users') return USER_MESSAGES[op === 'create' ? 'created' : op === 'update' ? 'updated' : 'deleted'];
  const info = RESOURCES[resource];
  return `${info?.thing ?? 'Item'} ${VERB[op].done} successfully`;
}

/** The notice title of a failed change; users and downloads have their own wording (docs/back-office.md, Notices). */
export function errorTitle(resource: string, op: Operation): string {
  if (resource === 'users') return `Failed to ${op} user`;
  if (resource === 'downloads') return `Failed to ${op} download`;
  if (resource === 'site-settings') return 'Failed to update site configuration';
  return `Error ${VERB[op].doing} ${RESOURCES[resource]?.thingLower ?? 'item'}`;
}

/**
 * The catalogue's key of a resource's success notice (`resources.<name>.notifications.updated`),
 * which `notify` translates (a screen's own notice, e.g. the site configuration's).
 * @public
 */
export function successNotice(resource: string, op: Operation): string {
  return `resources.${resource}.notifications.${VERB[op].done}`;
}

/** The catalogue's key of a failed change's notice title (i18n/areas/notices.ts), its English errorTitle. */
export function errorTitleKey(resource: string, op: Operation): string {
  return `app.notices.${op}Failed.${resource}`;
}

/**
 * The catalogue's key of a resource's delete confirmation (i18n/areas/notices.ts), which
 * react-admin's Confirm translates; undefined for a resource deleted at once.
 * @public
 */
export function deleteConfirmation(resource: string): string | undefined {
  return Object.hasOwn(DELETE_CONFIRMATIONS, resource) ? `app.notices.confirmDelete.${resource}` : undefined;
}

/** The notice title of a user's failed password change (Users → Change password). */
export const PASSWORD_UPDATE_FAILED = 'Failed to update password';

/** The notice title of a user's failed activation or deactivation (Users → Activate/Deactivate). */
export const STATUS_UPDATE_FAILED = 'Failed to update user status';

/** Certificate Management's notice when its list cannot be loaded. */
export const CERTIFICATES_FETCH_FAILED = 'Failed to fetch certificates';

/** The delete confirmations (docs/back-office.md, Notices); resources without one are deleted at once. */
const CONFIRMATIONS = {
  news: 'Are you sure you want to delete this news item?',
  team: 'Are you sure you want to delete this team member?',
  'contact-messages': 'Are you sure you want to delete this message?',
  donors: 'Are you sure you want to delete this donor?',
  users: 'Are you sure you want to delete this user? This action cannot be undone.',
  certificates: 'Are you sure you want to delete this certificate?',
  projects: 'Are you sure you want to delete this project?',
  applications: 'Are you sure you want to delete this application?',
  // An address's owner may ask staff to remove it (docs/back-office.md, Subscribers).
  subscribers: 'Are you sure you want to delete this subscriber? Only a hash of the address is kept.',
  // A file is gone for good, so the media library asks first (docs/back-office.md, Media).
  uploads: 'Are you sure you want to delete this file?',
};

/** The resources that ask before a delete. */
export type ConfirmedResource = keyof typeof CONFIRMATIONS;

export const DELETE_CONFIRMATIONS: Readonly<Record<string, string>> = CONFIRMATIONS;

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

/** Per-resource notices for react-admin's i18n (`resources.<name>.notifications.*`). */
export function resourceNotifications(): Record<string, { notifications: Record<string, string> }> {
  const out: Record<string, { notifications: Record<string, string> }> = {};
  for (const name of Object.keys(RESOURCES)) {
    out[name] = {
      notifications: {
        created: successMessage(name, 'create'),
        updated: successMessage(name, 'update'),
        deleted: successMessage(name, 'delete'),
      },
    };
  }
  return out;
}

/** Certificate Management's notice when its list cannot be loaded. */
export const CERTIFICATES_FETCH_FAILED = 'Failed to fetch certificates';

/** The delete confirmations (docs/back-office.md, Notices); resources without one are deleted at once. */
export const DELETE_CONFIRMATIONS: Record<string, string> = {
  news: 'Are you sure you want to delete this news item?',
  team: 'Are you sure you want to delete this team member?',
  'contact-messages': 'Are you sure you want to delete this message?',
  donors: 'Are you sure you want to delete this donor?',
  users: 'Are you sure you want to delete this user? This action cannot be undone.',
  certificates: 'Are you sure you want to delete this certificate?',
  projects: 'Are you sure you want to delete this project?',
  applications: 'Are you sure you want to delete this application?',
  // A file is gone for good, so the media library asks first (docs/back-office.md, Media).
  uploads: 'Are you sure you want to delete this file?',
};

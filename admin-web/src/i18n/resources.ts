import { type Access, type Area, RESOURCE_AREAS, type RightsResource } from '@institute/shared';

/**
 * What each back-office resource is called in notices and which rights area guards it (libs
 * RESOURCE_AREAS, which the API's @Rights reads too). How its list is ordered by default is libs
 * ADMIN_LIST_ORDER, which the API reads too.
 */
export interface ResourceInfo {
  area: Area;
  /** 'News', 'Team member': starts a success notice. */
  thing: string;
  /** 'news', 'team member': ends an error title. */
  thingLower: string;
}

const NAMES = {
  news: { thing: 'News', thingLower: 'news' },
  team: { thing: 'Team member', thingLower: 'team member' },
  'contact-messages': { thing: 'Message', thingLower: 'message' },
  applications: { thing: 'Application', thingLower: 'application' },
  statistics: { thing: 'Statistic', thingLower: 'statistic' },
  donors: { thing: 'Donor', thingLower: 'donor' },
  about: { thing: 'About', thingLower: 'about content' },
  programs: { thing: 'Program', thingLower: 'program' },
  'training-openings': { thing: 'Training opening', thingLower: 'training opening' },
  'hero-slides': { thing: 'Hero slide', thingLower: 'hero slide' },
  'site-settings': { thing: 'Site configuration', thingLower: 'site configuration' },
  downloads: { thing: 'Download', thingLower: 'download' },
  users: { thing: 'User', thingLower: 'user' },
  projects: { thing: 'Project', thingLower: 'project' },
  certificates: { thing: 'Certificate', thingLower: 'certificate' },
  // E-mail subscribers (docs/api.md, E-mail subscriptions): administrators and editors read, administrators delete.
  subscribers: { thing: 'Subscriber', thingLower: 'subscriber' },
  'audit-log': { thing: 'Activity', thingLower: 'activity' },
  // The backup archives (docs/back-office.md, Backups): administrators only.
  backups: { thing: 'Backup', thingLower: 'backup' },
  // The media library (docs/back-office.md, Media); newest first, which its screen asks for itself.
  uploads: { thing: 'File', thingLower: 'file' },
} satisfies Record<RightsResource, Omit<ResourceInfo, 'area'>>;

export const RESOURCES: Readonly<Record<string, ResourceInfo | undefined>> = Object.fromEntries(
  Object.entries(NAMES).map(([name, names]) => [name, { ...names, area: RESOURCE_AREAS[name as RightsResource] }]),
);

/** react-admin actions → the access they need. */
export function accessFor(action: string): Access {
  return ['list', 'show', 'export', 'read'].includes(action) ? 'read' : 'manage';
}

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
  /** 'news', 'team member': ends an error title; the name in lower case unless said otherwise. */
  thingLower: string;
}

const NAMES = {
  news: { thing: 'News' },
  team: { thing: 'Team member' },
  'contact-messages': { thing: 'Message' },
  applications: { thing: 'Application' },
  statistics: { thing: 'Statistic' },
  donors: { thing: 'Donor' },
  about: { thing: 'About', thingLower: 'about content' },
  programs: { thing: 'Program' },
  'training-openings': { thing: 'Training opening' },
  'hero-slides': { thing: 'Hero slide' },
  'site-settings': { thing: 'Site configuration' },
  downloads: { thing: 'Download' },
  users: { thing: 'User' },
  projects: { thing: 'Project' },
  certificates: { thing: 'Certificate' },
  // E-mail subscribers (docs/api.md, E-mail subscriptions): administrators and editors read, administrators delete.
  subscribers: { thing: 'Subscriber' },
  'audit-log': { thing: 'Activity' },
  // The backup archives (docs/back-office.md, Backups): administrators only.
  backups: { thing: 'Backup' },
  // The media library (docs/back-office.md, Media); newest first, which its screen asks for itself.
  uploads: { thing: 'File' },
} satisfies Record<RightsResource, Pick<ResourceInfo, 'thing'> & Partial<Pick<ResourceInfo, 'thingLower'>>>;

export const RESOURCES: Readonly<Record<string, ResourceInfo | undefined>> = Object.fromEntries(
  Object.entries(NAMES).map(([name, names]) => [
    name,
    { thingLower: names.thing.toLowerCase(), ...names, area: RESOURCE_AREAS[name as RightsResource] },
  ]),
);

/** react-admin actions → the access they need. */
export function accessFor(action: string): Access {
  return ['list', 'show', 'export', 'read'].includes(action) ? 'read' : 'manage';
}

import type { Access, AdminResource, Area } from '@institute/shared';

/**
 * What each back-office resource is called in notices and which rights area guards it (libs
 * roles.ts). How its list is ordered by default is libs ADMIN_LIST_ORDER, which the API reads too.
 */
export interface ResourceInfo {
  area: Area;
  /** 'News', 'Team member': starts a success notice. */
  thing: string;
  /** 'news', 'team member': ends an error title. */
  thingLower: string;
}

const ADMIN_RESOURCES = {
  news: { area: 'content', thing: 'News', thingLower: 'news' },
  team: { area: 'content', thing: 'Team member', thingLower: 'team member' },
  'contact-messages': { area: 'submissions', thing: 'Message', thingLower: 'message' },
  applications: { area: 'submissions', thing: 'Application', thingLower: 'application' },
  statistics: { area: 'content', thing: 'Statistic', thingLower: 'statistic' },
  donors: { area: 'content', thing: 'Donor', thingLower: 'donor' },
  about: { area: 'content', thing: 'About', thingLower: 'about content' },
  programs: { area: 'content', thing: 'Program', thingLower: 'program' },
  'training-openings': { area: 'content', thing: 'Training opening', thingLower: 'training opening' },
  'hero-slides': { area: 'content', thing: 'Hero slide', thingLower: 'hero slide' },
  'site-settings': {
    area: 'settings',
    thing: 'Site configuration',
    thingLower: 'site configuration',
  },
  downloads: { area: 'content', thing: 'Download', thingLower: 'download' },
  users: { area: 'users', thing: 'User', thingLower: 'user' },
  projects: { area: 'content', thing: 'Project', thingLower: 'project' },
  certificates: { area: 'certificates', thing: 'Certificate', thingLower: 'certificate' },
  'audit-log': { area: 'settings', thing: 'Activity', thingLower: 'activity' },
} satisfies Record<AdminResource, ResourceInfo>;

export const RESOURCES: Readonly<Record<string, ResourceInfo | undefined>> = {
  ...ADMIN_RESOURCES,
  // The media library (docs/back-office.md, Media); newest first, which its screen asks for itself.
  uploads: { area: 'content', thing: 'File', thingLower: 'file' },
};

/** react-admin actions → the access they need. */
export function accessFor(action: string): Access {
  return ['list', 'show', 'export', 'read'].includes(action) ? 'read' : 'manage';
}

import type { Access, Area } from '@institute/shared';

/**
 * What each back-office resource is called in notices, which rights area guards it
 * (libs roles.ts) and how its list is ordered when react-admin asks for its default `id`
 * sort, which the API does not offer.
 */
export interface ResourceInfo {
  area: Area;
  /** 'News', 'Team member': starts a success notice. */
  thing: string;
  /** 'news', 'team member': ends an error title. */
  thingLower: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

const ordered = { field: 'displayOrder', order: 'ASC' } as const;
const newest = { field: 'createdAt', order: 'DESC' } as const;

export const RESOURCES: Record<string, ResourceInfo> = {
  news: { area: 'content', thing: 'News', thingLower: 'news', sort: newest },
  team: { area: 'content', thing: 'Team member', thingLower: 'team member', sort: ordered },
  'contact-messages': { area: 'submissions', thing: 'Message', thingLower: 'message', sort: newest },
  applications: { area: 'submissions', thing: 'Application', thingLower: 'application', sort: { field: 'appliedAt', order: 'DESC' } },
  statistics: { area: 'content', thing: 'Statistic', thingLower: 'statistic', sort: { field: 'createdAt', order: 'ASC' } },
  donors: { area: 'content', thing: 'Donor', thingLower: 'donor', sort: ordered },
  about: { area: 'content', thing: 'About', thingLower: 'about content', sort: { field: 'section', order: 'ASC' } },
  programs: { area: 'content', thing: 'Program', thingLower: 'program', sort: ordered },
  'training-openings': { area: 'content', thing: 'Training opening', thingLower: 'training opening', sort: ordered },
  'hero-slides': { area: 'content', thing: 'Hero slide', thingLower: 'hero slide', sort: ordered },
  'site-settings': {
    area: 'settings',
    thing: 'Site configuration',
    thingLower: 'site configuration',
    sort: { field: 'key', order: 'ASC' },
  },
  downloads: { area: 'content', thing: 'Download', thingLower: 'download', sort: newest },
  users: { area: 'users', thing: 'User', thingLower: 'user', sort: newest },
  projects: { area: 'content', thing: 'Project', thingLower: 'project', sort: ordered },
  certificates: { area: 'certificates', thing: 'Certificate', thingLower: 'certificate', sort: newest },
};

/** react-admin actions → the access they need. */
export function accessFor(action: string): Access {
  return ['list', 'show', 'export', 'read'].includes(action) ? 'read' : 'manage';
}

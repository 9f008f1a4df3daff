/**
 * How each back-office list is ordered when no column is chosen: the API sorts by these
 * columns in turn (a chosen column goes first, the rest break ties), and the back office
 * shows the first as the list's sort. One table, read by both.
 */
export type SortOrder = 'ASC' | 'DESC';
export type ListOrder = ReadonlyArray<readonly [field: string, order: SortOrder]>;

/** Records with a display order: as the public site shows them, then newest. */
const DISPLAY_ORDER = [
  ['displayOrder', 'ASC'],
  ['createdAt', 'DESC'],
] as const;
const NEWEST = [['createdAt', 'DESC']] as const;

export const ADMIN_LIST_ORDER = {
  about: [['section', 'ASC']],
  'audit-log': NEWEST,
  applications: [['appliedAt', 'DESC']],
  certificates: NEWEST,
  'contact-messages': NEWEST,
  donors: DISPLAY_ORDER,
  downloads: NEWEST,
  'hero-slides': DISPLAY_ORDER,
  news: NEWEST,
  programs: DISPLAY_ORDER,
  projects: DISPLAY_ORDER,
  'site-settings': [['key', 'ASC']],
  // In the order staff added them, as the home page shows them.
  statistics: [
    ['createdAt', 'ASC'],
    ['key', 'ASC'],
  ],
  subscribers: NEWEST,
  team: DISPLAY_ORDER,
  'training-openings': DISPLAY_ORDER,
  users: NEWEST,
} as const satisfies Record<string, ListOrder>;

/** A back-office list, by its name in the address (/api/admin/<resource>, /admin/<resource>). */
export type AdminResource = keyof typeof ADMIN_LIST_ORDER;

export function isAdminResource(name: string): name is AdminResource {
  return Object.hasOwn(ADMIN_LIST_ORDER, name);
}

/** A list's default order as react-admin states a sort: its first column. */
export function defaultListSort(resource: AdminResource): { field: string; order: SortOrder } {
  const [[field, order]] = ADMIN_LIST_ORDER[resource];
  return { field, order };
}

import type { Texts } from './texts.js';

/** The other pages (About, Programs, Projects, Downloads, Team, Donors, News & Notices, an article), their page titles and descriptions, and the shared components (empty, loading and error states, dialogs, tabs, search): the English texts (today's, unchanged). */
export const PAGES_EN = {};

/** The same in Nepali. */
export const PAGES_NE: Texts<typeof PAGES_EN> = {};

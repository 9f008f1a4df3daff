import type { Texts } from './texts.js';

/** The layout (header, footer) and the home page's sections, and the built-in defaults (site name, tagline, address, office hours, about texts, timeline, sample partners, statistics' labels): the English texts (today's, unchanged). */
export const HOME_EN = {};

/** The same in Nepali. */
export const HOME_NE: Texts<typeof HOME_EN> = {};

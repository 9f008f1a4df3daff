/**
 * The site's two languages (docs/public-site.md, Languages): English at today's addresses, Nepali
 * under /ne. Only the address chooses the language.
 */
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a language switch and the back office's tabs show it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ne: 'नेपाली' };

/**
 * The words a Nepali text or screen may hold in Latin letters besides its content (docs/public-site.md
 * and docs/back-office.md, Languages): the acronyms of the bodies, exams and formats an institute
 * deals with, which everyone reads as they are. (A language's own name, "English", and the
 * institute's name from its settings are content of their own.)
 */
export const KEPT_IN_LATIN = ['CTEVT', 'NSTB', 'NOSS', 'OSS', 'OP', 'SEE', 'SLC', 'PDF', 'CSV'] as const;

/**
 * The site's two languages (docs/public-site.md, Languages): English at today's addresses, Nepali
 * under /ne. Only the address chooses the language.
 */
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a language switch and the back office's tabs show it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ne: 'नेपाली' };

import { LOCALE_NAMES, type Translations } from '@institute/shared';

/** The Nepali language's name, on its tab and markers. */
export const NEPALI = LOCALE_NAMES.ne;

/** What marks a record, or a field, holding a Nepali text (lists, the Nepali tab). */
export const HAS_NEPALI = `${NEPALI} ✓`;

/** Where a form holds the Nepali text of `field`: `translations.ne.<field>`, as the admin API answers and takes it. */
export const nepaliSource = (field: string) => `translations.ne.${field}`;

/** Whether a Nepali text is there: blank is none, as the API stores it. */
export const isNepaliText = (text: unknown): boolean => typeof text === 'string' && text.trim() !== '';

/** Whether `translations` hold a Nepali text for `field`. */
export const hasNepali = (translations: Translations | null | undefined, field: string): boolean => isNepaliText(translations?.ne?.[field]);

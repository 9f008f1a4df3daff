import type { AdminResource } from '../admin-lists.js';
import type { FieldError } from '../content/validation.js';
import { formatText } from './format.js';
import { DEFAULT_LOCALE, type Locale, LOCALE_NAMES, LOCALES } from './language.js';

/** The languages, as the rest of libs and the apps import them from here. */
export { DEFAULT_LOCALE, type Locale, LOCALE_NAMES, LOCALES };
/** The one language content is translated into; English is each record's own columns. */
const TRANSLATION_LOCALE = 'ne';

/** The words of the refusals below made from values (formatText), written once: a reader in another language finds them by code. */
export const LOCALE_MESSAGE_TEMPLATES = {
  translationsFields: 'translations.ne may hold only {fields}',
  notText: 'translations.ne.{field} must be text',
  tooLong: 'translations.ne.{field} cannot exceed {max} characters',
} as const;

/** The refusals of a `locale` query parameter or body field (docs/api.md, Languages). */
export const LOCALE_MESSAGES = {
  invalidLocale: `locale must be one of ${LOCALES.join(', ')}`,
  translationsObject: 'translations must be an object whose only language is ne',
  translationsFields: (fields: readonly string[]) =>
    formatText(LOCALE_MESSAGE_TEMPLATES.translationsFields, { fields: fields.join(', ') }, 'en'),
  notText: (field: string) => formatText(LOCALE_MESSAGE_TEMPLATES.notText, { field }, 'en'),
  tooLong: (field: string, max: number) => formatText(LOCALE_MESSAGE_TEMPLATES.tooLong, { field, max }, 'en'),
} as const;

/** The resources with a Nepali side, their translatable fields and their main field (docs/api.md, Languages). */
export const TRANSLATABLE = {
  news: { fields: ['title', 'excerpt', 'content'], main: 'title' },
  programs: { fields: ['title', 'description', 'category', 'duration', 'requirements', 'certification'], main: 'title' },
  projects: { fields: ['title', 'description', 'implementingAgency', 'fundingAgency'], main: 'title' },
  'hero-slides': { fields: ['title', 'subtitle', 'ctaText'], main: 'title' },
  team: { fields: ['name', 'position', 'qualification', 'bio'], main: 'name' },
  downloads: { fields: ['title', 'description'], main: 'title' },
  statistics: { fields: ['label', 'description'], main: 'label' },
  about: { fields: ['content'], main: 'content' },
  'site-settings': { fields: ['value'], main: 'value' },
} as const satisfies Partial<Record<AdminResource, { fields: readonly string[]; main: string }>>;

export type TranslatableResource = keyof typeof TRANSLATABLE;

/** What a record stores of its other languages: `{ ne: { title: '…' } }`. */
export type Translations = { ne?: Record<string, string> };

/** What a `?locale=ne` answer adds to each item. */
export interface LocalizedFields {
  /** The language of the item's main field. */
  locale: Locale;
  /** The translatable fields answered in English for want of a Nepali text. */
  fallbackFields: string[];
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A record as a public read in `locale` answers it: in Nepali each translatable field takes its
 * Nepali text where there is one, and the item says which fell back; never the `translations`.
 */
export function localize<T extends { translations?: Translations | null }>(
  row: T,
  resource: TranslatableResource,
  locale: Locale,
): Omit<T, 'translations'> & Partial<LocalizedFields> {
  const { translations, ...rest } = row;
  if (locale === DEFAULT_LOCALE) return rest;
  const { fields, main } = TRANSLATABLE[resource];
  const nepali = translations?.ne ?? {};
  const out: Record<string, unknown> = { ...rest };
  const fallbackFields: string[] = [];
  for (const field of fields) {
    if (hasText(nepali[field])) out[field] = nepali[field];
    else if (hasText(out[field])) fallbackFields.push(field);
  }
  return {
    ...(out as Omit<T, 'translations'>),
    locale: hasText(nepali[main]) ? 'ne' : 'en',
    fallbackFields,
  };
}

/**
 * The problems of a sent `translations` (docs/api.md, Languages): an object with `ne` only, its
 * keys the resource's translatable fields, each text (or null/'' to remove it) within `bounds`.
 */
export function translationErrors(value: unknown, resource: TranslatableResource, bounds: (field: string) => number): FieldError[] {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(value) || Object.keys(value).some((key) => key !== TRANSLATION_LOCALE)) {
    return [{ field: 'translations', message: LOCALE_MESSAGES.translationsObject, code: 'locale.translationsObject' }];
  }
  const nepali = value.ne;
  if (nepali === undefined) return [];
  if (!isObject(nepali)) return [{ field: 'translations', message: LOCALE_MESSAGES.translationsObject, code: 'locale.translationsObject' }];
  const fields: readonly string[] = TRANSLATABLE[resource].fields;
  const errors: FieldError[] = [];
  for (const [field, text] of Object.entries(nepali)) {
    const path = `translations.ne.${field}`;
    if (!fields.includes(field)) {
      errors.push({ field: path, message: LOCALE_MESSAGES.translationsFields(fields), code: 'locale.translationsFields' });
    } else if (text !== null && typeof text !== 'string') {
      errors.push({ field: path, message: LOCALE_MESSAGES.notText(field), code: 'locale.notText' });
    } else if (typeof text === 'string' && text.length > bounds(field)) {
      errors.push({ field: path, message: LOCALE_MESSAGES.tooLong(field, bounds(field)), code: 'locale.tooLong' });
    }
  }
  return errors;
}

/**
 * The translations after an update: each field sent under `ne` is set, one sent as '' or null is
 * removed, the rest are kept. Blank texts are never stored.
 */
export function mergeTranslations(
  stored: Translations | null | undefined,
  sent: { ne?: Record<string, unknown> } | null | undefined,
): Translations {
  const merged: Record<string, string> = { ...(stored?.ne ?? {}) };
  for (const [field, text] of Object.entries(sent?.ne ?? {})) {
    if (hasText(text)) merged[field] = text.trim();
    else delete merged[field];
  }
  return Object.keys(merged).length ? { ne: merged } : {};
}

/** Slug bounds and texts of the news form (docs/back-office.md, Rules). */
const SLUG_MIN = 3;
export const SLUG_MAX = 100;

/** The slug messages (docs/back-office.md, Rules); the API and browser tests assert them. */
export const SLUG_MESSAGES = {
  tooShort: 'Slug must be at least 3 characters long',
  tooLong: 'Slug cannot exceed 100 characters',
  invalidCharacters: 'Slug must contain only lowercase letters, numbers, and hyphens',
  /** The API's 409 `error` for a duplicate slug, and the notice title the back office shows. */
  exists: 'Slug already exists',
  /** The notice text when the server gives no details. */
  chooseAnother: 'Please choose a different slug.',
  /** Shown under the slug field after a duplicate. */
  takenField: 'This slug is already taken. Please choose a different one.',
} as const;

export const SLUG_EXISTS = SLUG_MESSAGES.exists;
export const SLUG_CHOOSE_ANOTHER = SLUG_MESSAGES.chooseAnother;
export const SLUG_TAKEN_FIELD = SLUG_MESSAGES.takenField;

/** What a slug made only of other characters (an emoji) becomes, or is padded with. */
const SLUG_FALLBACK = 'news';

const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * Lowercases, turns whitespace into hyphens, drops every other character, collapses repeated
 * hyphens and trims them from both ends. Accents are dropped from their letters first, so
 * 'Café' gives 'cafe' rather than 'caf'.
 */
export function normalizeSlug(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cuts to `max` characters without leaving a hyphen at the end. */
function cut(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * The slug generated for an empty slug field, from a title in Latin letters (the API writes a
 * Devanagari title in Latin letters first: docs/api.md, Slugs of Nepali titles). Always valid: a title that normalises to
 * nothing gives 'news', one that gives 1-2 characters is suffixed ('AI' gives 'ai-news').
 */
export function slugFromTitle(title: string): string {
  const slug = cut(normalizeSlug(title), SLUG_MAX);
  if (slug === '') return SLUG_FALLBACK;
  return slug.length < SLUG_MIN ? `${slug}-${SLUG_FALLBACK}` : slug;
}

/**
 * The n-th alternative of a generated slug ('title-2', 'title-3', ...), still within SLUG_MAX,
 * for the server to try when a slug it generated from a title is already taken.
 */
export function slugWithSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${cut(slug, SLUG_MAX - suffix.length)}${suffix}`;
}

/** The rule of the optional slug field: blank passes (a slug is then generated), length first. */
export function slugError(slug: unknown): string | null {
  if (slug === undefined || slug === null || slug === '') return null;
  if (typeof slug !== 'string') return SLUG_MESSAGES.invalidCharacters;
  if (slug.length < SLUG_MIN) return SLUG_MESSAGES.tooShort;
  if (slug.length > SLUG_MAX) return SLUG_MESSAGES.tooLong;
  return SLUG_PATTERN.test(slug) ? null : SLUG_MESSAGES.invalidCharacters;
}

import { formatText } from '../i18n/format.js';
import { SITE_SETTING_KEYS, type SiteSettingKey } from './enums.js';
import { CONTENT_MESSAGES } from './messages.js';
import { isOneOf, optional, type Rule, safeLink, validEmail } from './validation.js';

/**
 * What kind of value each setting holds (the `type` column of a site setting): the back
 * office picks its input and preview by it, and the API checks the value by it.
 */
export type SiteSettingType = 'text' | 'image' | 'url' | 'email' | 'phone' | 'flag';

export const SITE_SETTING_TYPES: Readonly<Record<SiteSettingKey, SiteSettingType>> = {
  siteName: 'text',
  siteDescription: 'text',
  logoUrl: 'image',
  faviconUrl: 'image',
  heroImage: 'image',
  aboutImage: 'image',
  facebookUrl: 'url',
  twitterUrl: 'url',
  linkedinUrl: 'url',
  youtubeUrl: 'url',
  instagramUrl: 'url',
  contactPhone: 'phone',
  contactEmail: 'email',
  notificationEmail: 'email',
  twoFactorRequiredForAdmins: 'flag',
};

/**
 * Settings for staff only, never in the public answer: the address told of each new
 * application and contact message (docs/behaviour.md, Mail after a submission), and whether
 * administrators must use two-factor sign-in (docs/api.md, Two-factor sign-in).
 */
export const PRIVATE_SITE_SETTING_KEYS: readonly SiteSettingKey[] = ['notificationEmail', 'twoFactorRequiredForAdmins'];

/** A flag setting is on only when its value is the text 'true'; anything else, empty or unset, is off. */
export const isFlagOn = (value: string | null | undefined): boolean => value === 'true';

/** Longest value a setting may hold: a description is prose, the rest fit a URL. */
const SITE_SETTING_MAX_LENGTH = (key: SiteSettingKey) => (key === 'siteDescription' ? 5000 : 2048);

/** The words of the refusal below made from a value (formatText), written once: a reader in another language finds them by code. */
export const SITE_SETTING_TEMPLATES = { tooLong: 'Value cannot exceed {max} characters' } as const;

/** The refusals of a setting's value. */
export const SITE_SETTING_MESSAGES = {
  unknownKey: `Setting must be one of ${SITE_SETTING_KEYS.join(', ')}`,
  notText: 'Value must be text',
  tooLong: (max: number) => formatText(SITE_SETTING_TEMPLATES.tooLong, { max }, 'en'),
  notTranslatable: 'Only a text setting has a Nepali value',
} as const;

const VALUE_RULES: Readonly<Record<SiteSettingType, Rule>> = {
  text: () => null,
  phone: () => null,
  flag: () => null,
  image: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
  url: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
  email: optional(validEmail(CONTENT_MESSAGES.invalidEmail)),
};

export function isSiteSettingKey(key: unknown): key is SiteSettingKey {
  return isOneOf(SITE_SETTING_KEYS, key);
}

/**
 * The message for a setting's new value, or null. An empty value is allowed: it clears the
 * setting, and both sites then show their built-in default.
 */
export function siteSettingError(key: string, value: unknown): string | null {
  if (!isSiteSettingKey(key)) return SITE_SETTING_MESSAGES.unknownKey;
  if (typeof value !== 'string') return SITE_SETTING_MESSAGES.notText;
  const max = SITE_SETTING_MAX_LENGTH(key);
  if (value.length > max) return SITE_SETTING_MESSAGES.tooLong(max);
  return VALUE_RULES[SITE_SETTING_TYPES[key]](value);
}

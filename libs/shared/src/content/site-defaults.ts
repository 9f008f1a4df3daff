import type { Locale } from '../i18n/locales.js';
import type { SiteSettingKey } from './enums.js';

/**
 * Built-in values both sites show while a setting is missing or empty; Site Configuration shows
 * the default contact phone and e-mail in its form while they are unset (docs/behaviour.md,
 * Built-in defaults).
 * The logo is the public site's own `/logo.svg`, which the API serves from the public build.
 */
export const SITE_SETTING_DEFAULTS = {
  siteName: 'Technical Training Institute',
  siteDescription:
    'A CTEVT-affiliated technical and vocational training institute established in 2064 B.S. (2007 AD), offering practical skill training that leads to national certification.',
  logoUrl: '/logo.svg',
  contactPhone: '+977-1-4000000',
  contactEmail: 'info@training-institute.edu.np',
} as const satisfies Partial<Record<SiteSettingKey, string>>;

/**
 * The built-in site name and description on Nepali pages and in Nepali mail, while the setting
 * has no Nepali value and no English one either (docs/public-site.md, Languages).
 */
export const NEPALI_SITE_DEFAULTS = {
  siteName: 'प्राविधिक तालिम संस्थान',
  siteDescription:
    'वि.सं. २०६४ मा स्थापित, CTEVT सम्बद्ध प्राविधिक तथा व्यावसायिक तालिम संस्थान, जसले राष्ट्रिय सीप परीक्षणसम्म पुर्‍याउने व्यावहारिक सीप तालिम दिन्छ।',
} as const satisfies Partial<Record<SiteSettingKey, string>>;

/** The tagline under the site name; no setting holds it. */
export const SITE_TAGLINE = 'CTEVT Affiliated · Established 2064 B.S.';

/** The institute's postal address and office hours; no setting holds them. */
export const INSTITUTE_ADDRESS = 'Kathmandu, Nepal';
export const OFFICE_HOURS = 'Sunday to Friday 10:00 AM to 5:00 PM';

/**
 * The settings list of GET /api/site-settings as a lookup in which every missing or blank
 * value is replaced by its built-in default (on a Nepali page, the Nepali site name and
 * description: NEPALI_SITE_DEFAULTS); keys without a default are left out when unset.
 */
export function resolveSiteSettings(
  entries: readonly { key: string; value: string | null }[] | null | undefined,
  locale: Locale = 'en',
): Partial<Record<SiteSettingKey, string>> & { [Key in keyof typeof SITE_SETTING_DEFAULTS]: string } {
  const values: Record<string, string> = { ...SITE_SETTING_DEFAULTS, ...(locale === 'ne' ? NEPALI_SITE_DEFAULTS : {}) };
  for (const { key, value } of entries ?? []) {
    if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
  return values as Partial<Record<SiteSettingKey, string>> & { [Key in keyof typeof SITE_SETTING_DEFAULTS]: string };
}

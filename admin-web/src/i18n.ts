import { type Locale, LOCALE_NAMES } from '@institute/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { RA_NE } from './i18n/ra-ne';
import { resourceNotifications } from './providers/messages';

/**
 * The back office's texts by language (docs/back-office.md, Languages): react-admin's own in
 * English (ra-language-english) and Nepali (i18n/ra-ne.ts); the product's screens are English
 * in both for now.
 */
const MESSAGES: Record<Locale, TranslationMessages> = {
  en: {
    ...englishMessages,
    ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, sign_in: 'Sign In' } },
    resources: resourceNotifications(),
  },
  ne: { ...englishMessages, ra: RA_NE, resources: resourceNotifications() },
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as Locale] ?? MESSAGES.en,
  'en',
  (Object.keys(MESSAGES) as Locale[]).map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  { allowMissing: true },
);

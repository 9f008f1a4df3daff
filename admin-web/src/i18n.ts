import { type Locale, LOCALE_NAMES } from '@institute/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { PRODUCT_EN, PRODUCT_NE, type ProductTexts, resourceNames } from './i18n/product';
import { RA_NE } from './i18n/ra-ne';
import { resourceNotifications } from './providers/messages';

/** Each resource's name in `texts` and its notices (`resources.<name>.name` and `.notifications`). */
function resources(texts: ProductTexts): TranslationMessages['resources'] {
  const names = resourceNames(texts.resources);
  const notices = resourceNotifications();
  return Object.fromEntries([...new Set([...Object.keys(names), ...Object.keys(notices)])].map((r) => [r, { ...notices[r], ...names[r] }]));
}

/**
 * The back office's texts by language (docs/back-office.md, Languages): react-admin's own in
 * English (ra-language-english) and Nepali (i18n/ra-ne.ts), the product's own (i18n/product.ts).
 */
const MESSAGES: Record<Locale, TranslationMessages> = {
  en: {
    ...englishMessages,
    ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, sign_in: 'Sign In' } },
    resources: resources(PRODUCT_EN),
    app: PRODUCT_EN.app,
  },
  ne: { ...englishMessages, ra: RA_NE, resources: resources(PRODUCT_NE), app: PRODUCT_NE.app },
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as Locale] ?? MESSAGES.en,
  'en',
  (Object.keys(MESSAGES) as Locale[]).map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  { allowMissing: true },
);

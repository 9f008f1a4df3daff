import { type Locale, LOCALE_NAMES, localeDigits, type MessageCode, messageOf } from '@institute/shared';
import { MESSAGES_NE } from '@institute/shared/catalogue/ne';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { PRODUCT_EN, PRODUCT_NE, type ProductTexts, resourceNames } from './i18n/product';
import { RA_NE } from './i18n/ra-ne';

/** Each resource's name, fields and success notices in `texts` (`resources.<name>.name`, `.fields` and `.notifications`). */
function resources(texts: ProductTexts): TranslationMessages['resources'] {
  const names = resourceNames(texts);
  const { created, updated, deleted } = texts.app.notices as Record<'created' | 'updated' | 'deleted', Record<string, string>>;
  const notices: Record<string, { notifications: Record<string, string> }> = Object.fromEntries(
    Object.keys(created).map((r) => [r, { notifications: { created: created[r], updated: updated[r], deleted: deleted[r] } }]),
  );
  return Object.fromEntries([...new Set([...Object.keys(names), ...Object.keys(notices)])].map((r) => [r, { ...notices[r], ...names[r] }]));
}

const CODES = Object.keys(MESSAGES_NE) as MessageCode[];

/**
 * Every libs message by its code, `app.messages.<code>` (docs/api.md, Errors), which the forms'
 * rules (lib/validation.ts) and the API's answers (providers/httpClient.ts) are shown by: the
 * English are the message tables' own texts (a template's English is its made words, handed
 * over as the fallback `_`), the Nepali libs MESSAGES_NE, its places `{max}` written as
 * polyglot's `%{max}`.
 */
const LIBS_MESSAGES: Record<Locale, Record<string, string>> = {
  en: Object.fromEntries(CODES.flatMap((code) => (messageOf(code) === undefined ? [] : [[code, messageOf(code)!]]))),
  ne: Object.fromEntries(CODES.map((code) => [code, MESSAGES_NE[code].replace(/\{\s*(\w+)\s*\}/g, '%{$1}')])),
};

/**
 * The back office's texts by language (docs/back-office.md, Languages): react-admin's own in
 * English (ra-language-english) and Nepali (i18n/ra-ne.ts), the product's own (i18n/product.ts)
 * and the libs messages (LIBS_MESSAGES).
 */
const MESSAGES: Record<Locale, TranslationMessages> = {
  en: {
    ...englishMessages,
    ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, sign_in: 'Sign In' } },
    resources: resources(PRODUCT_EN),
    app: { ...PRODUCT_EN.app, messages: LIBS_MESSAGES.en },
  },
  ne: { ...englishMessages, ra: RA_NE, resources: resources(PRODUCT_NE), app: { ...PRODUCT_NE.app, messages: LIBS_MESSAGES.ne } },
};

/**
 * How polyglot fills a text's places (its `replace` option): a number is written in the screen's
 * digits (Devanagari on a Nepali screen), `smart_count` included, after polyglot has chosen the
 * plural form by it as a number.
 */
function fillInDigits(this: string, places: RegExp, fill: (place: string, name: string) => unknown): string {
  const locale = i18nProvider.getLocale() as Locale;
  return String.prototype.replace.call(this, places, (place: string, name: string) => {
    const value = fill(place, name);
    return typeof value === 'number' ? localeDigits(value, locale) : String(value);
  });
}

export const i18nProvider: I18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as Locale] ?? MESSAGES.en,
  'en',
  (Object.keys(MESSAGES) as Locale[]).map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  { allowMissing: true, replace: fillInDigits },
);

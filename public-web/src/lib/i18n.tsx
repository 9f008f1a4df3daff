import type { Locale } from '@institute/shared';
import type { EN_TEXTS } from '@institute/shared/catalogue/en';
import { createInstance, type i18n } from 'i18next';
import { type ReactNode, use } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { useLocale } from './locale';

declare module 'i18next' {
  /** Keys are checked against the English catalogue: a key that does not exist does not type-check. */
  interface CustomTypeOptions {
    resources: { translation: typeof EN_TEXTS };
  }
}

/** How each language's catalogue is loaded: given by the browser's start (app/start.tsx) and the server's (entry-server.tsx). */
export type CatalogueLoaders = Record<Locale, () => Promise<typeof EN_TEXTS>>;

let loaders: CatalogueLoaders | null = null;
const instances = new Map<Locale, Promise<i18n>>();
const ready = new Map<Locale, i18n>();

/**
 * Where the catalogues come from (docs/public-site.md, Languages). In the browser each is its own
 * chunk, imported by app/start.tsx, so a page loads only its own language's texts (the import is
 * not here: this module is in the chunk every page shares, which the entry must not load before
 * the page is painted).
 */
export function provideCatalogues(given: CatalogueLoaders): void {
  loaders = given;
}

/**
 * Loads the texts of `locale` into one i18next instance per language: the browser waits for it
 * before it takes the server's page over, and the server before it renders, so a render has its
 * texts at once.
 */
export function loadTexts(locale: Locale): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    if (!loaders) throw new Error('provideCatalogues() was not called');
    instance = loaders[locale]().then(async (translation) => {
      const texts = createInstance();
      await texts.use(initReactI18next).init({
        lng: locale,
        resources: { [locale]: { translation } },
        // React escapes what it renders.
        interpolation: { escapeValue: false },
      });
      ready.set(locale, texts);
      return texts;
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** The fixed texts of the page's language (libs/shared catalogues, docs/public-site.md, Languages) for what it wraps. */
export function PageTexts({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Loaded before the first render (loadTexts); a page that changed language without loading waits for its texts.
  const texts = ready.get(locale) ?? use(loadTexts(locale));
  return <I18nextProvider i18n={texts}>{children}</I18nextProvider>;
}

/** The text of a catalogue key in the page's language: `const t = useTexts(); t('nav.home')`. */
export const useTexts = () => useTranslation().t;

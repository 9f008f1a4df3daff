import { EN_TEXTS, type Locale, NE_TEXTS } from '@institute/shared';
import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { useLocale } from './locale';

declare module 'i18next' {
  /** Keys are checked against the English catalogue: a key that does not exist does not type-check. */
  interface CustomTypeOptions {
    resources: { translation: typeof EN_TEXTS };
  }
}

const CATALOGUES: Record<Locale, typeof EN_TEXTS> = { en: EN_TEXTS, ne: NE_TEXTS };

/** One i18next instance per language, made once, synchronously (the catalogues are in the bundle). */
const instances = new Map<Locale, i18n>();

function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      resources: { [locale]: { translation: CATALOGUES[locale] } },
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** The fixed texts of the page's language (libs/shared catalogues, docs/public-site.md, Languages) for what it wraps. */
export function PageTexts({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(useLocale())}>{children}</I18nextProvider>;
}

/** The text of a catalogue key in the page's language: `const t = useTexts(); t('nav.home')`. */
export const useTexts = () => useTranslation().t;

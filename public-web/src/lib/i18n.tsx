import { type Locale, placeElements, type TextKey, type TextOf, textsOf } from '@institute/shared';
import type { Catalogue } from '@institute/shared/catalogue/en';
import { createContext, Fragment, type ReactElement, type ReactNode, use, useContext } from 'react';
import { useLocale } from './locale';

/**
 * How each language's catalogue is loaded: given by the server (entry-server.tsx), which has both,
 * and by the browser's islands (app/hydrate.tsx), whose page carries the groups its islands use.
 */
export type CatalogueLoaders = Record<Locale, () => Promise<Catalogue>>;

let loaders: CatalogueLoaders | null = null;
const loading = new Map<Locale, Promise<TextOf>>();
const ready = new Map<Locale, TextOf>();

/** Where the catalogues come from (docs/public-site.md, Languages). */
export function provideCatalogues(given: CatalogueLoaders): void {
  loaders = given;
}

/**
 * Loads the texts of `locale`: the browser waits for them before it takes the server's page over,
 * and the server before it renders, so a render has its texts at once.
 */
export function loadTexts(locale: Locale): Promise<TextOf> {
  let texts = loading.get(locale);
  if (!texts) {
    if (!loaders) throw new Error('provideCatalogues() was not called');
    texts = loaders[locale]().then((catalogue) => {
      const t = textsOf(catalogue, locale);
      ready.set(locale, t);
      return t;
    });
    loading.set(locale, texts);
  }
  return texts;
}

const TextsContext = createContext<TextOf | null>(null);

/** The fixed texts of the page's language (libs/shared catalogues, docs/public-site.md, Languages) for what it wraps. */
export function PageTexts({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Loaded before the first render (loadTexts); otherwise the render waits for them.
  const texts = ready.get(locale) ?? use(loadTexts(locale));
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/**
 * Notes the group of every text rendered in what it wraps, on the server, so the page carries those
 * groups for the browser (lib/islands.tsx: an island's texts).
 */
export function NoteTexts({ note, children }: { note: (group: string) => void; children: ReactNode }) {
  const t = useTexts();
  const noted: TextOf = (key, values) => {
    note(key.slice(0, key.indexOf('.')));
    return t(key, values);
  };
  return <TextsContext value={noted}>{children}</TextsContext>;
}

/** The text of a catalogue key in the page's language: `const t = useTexts(); t('nav.home')`. */
export function useTexts(): TextOf {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts() outside <PageTexts>');
  return texts;
}

/**
 * A catalogue text with elements placed in it, each `<n/>` of the text replaced by
 * `components[n]` (a name that keeps its own `lang`): `<Trans i18nKey="article.by" components={[<span lang="en">{author}</span>]} />`.
 */
export function Trans({ i18nKey, components }: { i18nKey: TextKey; components: readonly ReactElement[] }) {
  const parts = placeElements(useTexts()(i18nKey), components);
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

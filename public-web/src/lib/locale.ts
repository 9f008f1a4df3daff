import { type Locale, localePath, splitLocale } from '@institute/shared';
import { usePageUrl } from './ssr';

/** The page's language: only the address chooses it (docs/public-site.md, Languages). */
export function useLocale(): Locale {
  return splitLocale(usePageUrl().pathname).locale;
}

/** A function writing a site path in the page's language: '/about-us' → '/ne/about-us' on a Nepali page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}

/** An API read in `locale` (docs/api.md, Languages): English reads keep today's address, and so their cache key. */
export function withLocale(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`;
}

/**
 * The `lang` a content field needs on this page (docs/public-site.md, Languages): on a Nepali
 * page, `'en'` when the API answered the field in English (it is in the item's `fallbackFields`,
 * or the item has none: a resource without Nepali fields, such as donors and openings), else
 * undefined. `<h3 lang={contentLang(program, 'title')}>`.
 */
export function useContentLang(): (item: object | undefined, field: string) => 'en' | undefined {
  const locale = useLocale();
  return (item, field) => {
    if (locale !== 'ne') return undefined;
    const fallbacks = (item as { fallbackFields?: unknown } | undefined)?.fallbackFields;
    return !Array.isArray(fallbacks) || fallbacks.includes(field) ? 'en' : undefined;
  };
}

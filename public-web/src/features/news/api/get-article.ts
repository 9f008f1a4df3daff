import type { Locale, News } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocale, withLocale } from '@/lib/locale';

/**
 * One published article by slug, or by id (docs/public-site.md, Routes). A not-found answer
 * stays the answer when the page is shown (no new request), so the server's rendered
 * not-found page and the browser's first render agree. The identifier is encoded: it stays one
 * segment of the API path, whatever it holds.
 */
export const articleKey = (identifier: string, locale: Locale) => ['/api/news', withLocale(encodeURIComponent(identifier), locale)];

export const useNewsArticle = (identifier: string) =>
  useQuery<News>({ queryKey: articleKey(identifier, useLocale()), retryOnMount: false });

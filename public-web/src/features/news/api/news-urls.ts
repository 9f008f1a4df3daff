import type { Locale, News } from '@institute/shared';
import { withLocale } from '@/lib/locale';
import type { NewsTab } from '../utils/news';

/**
 * The News & Notices list's API addresses, for the server's reads (get-news.ts, whose query keys
 * they are) and the list's island, which reads further pages and searches itself
 * (NewsList.island.tsx): no react-query here, so the island's code stays small.
 */

/** Cards a page of the News & Notices list (docs/public-site.md, Other pages). */
export const NEWS_PAGE_SIZE = 12;

/** An item of a page: every field but `content`, which no card shows (docs/api.md, News pages). */
export type NewsCardItem = Omit<News, 'content'>;

/** How many published items match the search, in all and per category: the tabs' counts. */
export type NewsCounts = Record<NewsTab, number>;

/** The address of one page of the list for a search and tab. */
export function newsPageUrl(q: string, tab: NewsTab, page: number, locale: Locale): string {
  const params = new URLSearchParams({ limit: String(NEWS_PAGE_SIZE), offset: String((page - 1) * NEWS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (tab !== 'all') params.set('category', tab);
  return withLocale(`/api/news?${params}`, locale);
}

/** The address of the tabs' counts for a search. */
export function newsCountsUrl(q: string, locale: Locale): string {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return withLocale(`/api/news/counts${search}`, locale);
}

import type { Locale, NewsPageQuery } from '@institute/shared';
import { withLocale } from '@/lib/locale';
import type { NewsTab } from '../utils/news';

/**
 * The News & Notices list's page query, which the server's loader reads (get-news.ts), and its API
 * addresses, which the list's island reads further pages and searches from (NewsList.island.tsx).
 */

/** Cards a page of the News & Notices list (docs/public-site.md, Other pages). */
export const NEWS_PAGE_SIZE = 12;

/** One page of the list for a search and tab, as the API's news page query (docs/api.md, News pages). */
export function newsPageQuery(q: string, tab: NewsTab, page: number): NewsPageQuery {
  const query: NewsPageQuery = { limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE };
  if (q.trim()) query.q = q.trim();
  if (tab !== 'all') query.category = tab;
  return query;
}

/** The address of one page of the list for a search and tab. */
export function newsPageUrl(q: string, tab: NewsTab, page: number, locale: Locale): string {
  const params = new URLSearchParams(Object.entries(newsPageQuery(q, tab, page)).map(([key, value]) => [key, String(value)]));
  return withLocale(`/api/news?${params}`, locale);
}

/** The address of the tabs' counts for a search. */
export function newsCountsUrl(q: string, locale: Locale): string {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return withLocale(`/api/news/counts${search}`, locale);
}

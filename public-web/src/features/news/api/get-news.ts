import type { Locale, News } from '@institute/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsTab } from '../utils/news';
import { useLocale, withLocale } from '@/lib/locale';

/** Cards a page of the News & Notices list (docs/public-site.md, Other pages). */
export const NEWS_PAGE_SIZE = 12;

/** An item of a page: every field but `content`, which no card shows (docs/api.md, News pages). */
export type NewsCardItem = Omit<News, 'content'>;

/** The home page lists the 5 most recent items, and asks for only those (docs/public-site.md, Home page). */
export const HOME_NEWS = 5;

export const latestNewsKey = (limit: number, locale: Locale) => [withLocale(`/api/news?limit=${limit}`, locale)];

/** The latest `limit` published items. */
export const useLatestNews = (limit: number) => useQuery<NewsCardItem[]>({ queryKey: latestNewsKey(limit, useLocale()) });

/** The query key of one page of the list for a search and tab (the server loads it before rendering). */
export function newsPageKey(q: string, tab: NewsTab, page: number, locale: Locale) {
  const params = new URLSearchParams({ limit: String(NEWS_PAGE_SIZE), offset: String((page - 1) * NEWS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (tab !== 'all') params.set('category', tab);
  return [withLocale(`/api/news?${params}`, locale)];
}

/** The query key of the tabs' counts for a search. */
export function newsCountsKey(q: string, locale: Locale) {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return [withLocale(`/api/news/counts${search}`, locale)];
}

/** One page of the list for a search and tab; the previous page stays shown while the next loads. */
export function useNewsPage(q: string, tab: NewsTab, page: number) {
  return useQuery<NewsCardItem[]>({ queryKey: newsPageKey(q, tab, page, useLocale()), placeholderData: keepPreviousData });
}

export type NewsCounts = Record<NewsTab, number>;

/** How many published items match the search, in all and per category: the tabs' counts. */
export function useNewsCounts(q: string) {
  return useQuery<NewsCounts>({ queryKey: newsCountsKey(q, useLocale()), placeholderData: keepPreviousData });
}

import type { Locale } from '@institute/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsTab } from '../utils/news';
import { useLocale, withLocale } from '@/lib/locale';
import { type NewsCardItem, type NewsCounts, newsCountsUrl, newsPageUrl } from './news-urls';

/** The home page lists the 5 most recent items, and asks for only those (docs/public-site.md, Home page). */
export const HOME_NEWS = 5;

export const latestNewsKey = (limit: number, locale: Locale) => [withLocale(`/api/news?limit=${limit}`, locale)];

/** The latest `limit` published items. */
export const useLatestNews = (limit: number) => useQuery<NewsCardItem[]>({ queryKey: latestNewsKey(limit, useLocale()) });

/** The query key of one page of the list for a search and tab (the server loads it before rendering). */
export const newsPageKey = (q: string, tab: NewsTab, page: number, locale: Locale) => [newsPageUrl(q, tab, page, locale)];

/** The query key of the tabs' counts for a search. */
export const newsCountsKey = (q: string, locale: Locale) => [newsCountsUrl(q, locale)];

/** One page of the list for a search and tab; the previous page stays shown while the next loads. */
export function useNewsPage(q: string, tab: NewsTab, page: number) {
  return useQuery<NewsCardItem[]>({ queryKey: newsPageKey(q, tab, page, useLocale()), placeholderData: keepPreviousData });
}

/** How many published items match the search, in all and per category: the tabs' counts. */
export function useNewsCounts(q: string) {
  return useQuery<NewsCounts>({ queryKey: newsCountsKey(q, useLocale()), placeholderData: keepPreviousData });
}

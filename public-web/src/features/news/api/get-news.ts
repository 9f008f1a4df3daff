import type { Loader } from '@/lib/page-data';
import { usePageData } from '@/lib/page-data';
import { readNewsListState } from '../utils/news';
import { newsPageQuery } from './news-urls';

/** The home page lists the 5 most recent items, and asks for only those (docs/public-site.md, Home page). */
export const HOME_NEWS = 5;

/** The latest published items, as the home page's loader read them (app/App.tsx). */
export const useLatestNews = () => usePageData('latestNews');

/** The News & Notices page's queries: the page of items and the tabs' counts its address asks for (?q=&category=&page=). */
export const loadNewsList: Loader = ({ search, locale, api }) => {
  const { q, category, page } = readNewsListState(search);
  return { newsPage: api.news(newsPageQuery(q, category, page), locale), newsCounts: api.newsCounts(q.trim() || undefined, locale) };
};

/** The page of the list the address asks for. */
export const useNewsPage = () => usePageData('newsPage');

/** How many published items match the address's search, in all and per category: the tabs' counts. */
export const useNewsCounts = () => usePageData('newsCounts');

import type { Loader } from '@/lib/page-data';
import { usePageRead } from '@/lib/page-data';
import { readNewsListState } from '../utils/news';
import { newsPageQuery } from './news-urls';

/** The home page lists the 5 most recent items, and asks for only those (docs/public-site.md, Home page). */
export const HOME_NEWS = 5;

/** The latest published items, as the home page's loader read them (app/App.tsx). */
export const useLatestNews = () => usePageRead('latestNews');

/** The News & Notices page's reads: the page of items and the tabs' counts its address asks for (?q=&category=&page=). */
export const loadNewsList: Loader = ({ search, locale, read }) => {
  const { q, category, page } = readNewsListState(search);
  return { newsPage: read.news(newsPageQuery(q, category, page), locale), newsCounts: read.newsCounts(q.trim() || undefined, locale) };
};

/** The page of the list the address asks for. */
export const useNewsPage = () => usePageRead('newsPage');

/** How many published items match the address's search, in all and per category: the tabs' counts. */
export const useNewsCounts = () => usePageRead('newsCounts');

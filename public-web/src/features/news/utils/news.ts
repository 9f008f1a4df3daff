import { displayName, type News, type NewsCategory } from '@institute/shared';
import type { TextOf } from '@institute/shared';

/** The page's texts (lib/i18n.tsx). */
type Texts = TextOf;

/** The tabs of the News & Notices list (docs/public-site.md, Other pages). */
export type NewsTab = 'all' | NewsCategory;
export const NEWS_TABS = [
  { value: 'all', label: 'news.tabAll' },
  { value: 'news', label: 'news.tabNews' },
  { value: 'notice', label: 'news.tabNotices' },
  { value: 'result', label: 'news.tabResults' },
] as const satisfies readonly { value: NewsTab; label: `news.${string}` }[];

/**
 * What the News & Notices list shows, kept in the address (`?q=&category=&page=`) so a link, the
 * back button or a GET form brings it back (docs/public-site.md, Other pages).
 */
export interface NewsListState {
  q: string;
  category: NewsTab;
  /** From 1. */
  page: number;
}

/** The name the category had in the address before `category`: old links keep working. */
const OLD_CATEGORY_PARAM = 'tab';

/** The state an address asks for; a bad category or page reads as all / page 1, never an error. */
export function readNewsListState(params: URLSearchParams): NewsListState {
  const asked = params.get('category') || params.get(OLD_CATEGORY_PARAM);
  const category = NEWS_TABS.find((t) => t.value === asked)?.value ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { q: params.get('q') ?? '', category, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's query for a state ('' for the defaults). */
export function newsListSearch({ q, category, page }: NewsListState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 'Showing 2 items for "exam" in Notices': the search text and the category said when set; the count in the page's digits and plural (formatText). */
export function resultLine(t: Texts, count: number, search: string, tab: NewsTab): string {
  const q = search.trim();
  const label = NEWS_TABS.find((tabs) => tabs.value === tab)?.label;
  const category = tab !== 'all' && label ? t(label) : '';
  if (q && category) return t('news.showingForIn', { count, query: q, category });
  if (q) return t('news.showingFor', { count, query: q });
  if (category) return t('news.showingIn', { count, category });
  return t('news.showing', { count });
}

/** The article's author: first and last name, else the username; null when unknown. */
export function authorName(author: News['author'] | undefined): string | null {
  return displayName(author);
}

/** The published date: publishedAt, else createdAt. */
export function publishedDate(item: Pick<News, 'publishedAt' | 'createdAt'>): string {
  return item.publishedAt ?? item.createdAt;
}

/** The catalogue key of the card's link text: 'View Notice' for notices, 'Read More' otherwise. */
export function newsLinkKey(category: NewsCategory) {
  return category === 'notice' ? 'news.viewNotice' : 'news.readMore';
}

import { displayName, type News, type NewsCategory } from '@institute/shared';

/** The tabs of the News & Notices list (docs/public-site.md, Other pages). */
export type NewsTab = 'all' | NewsCategory;
export const NEWS_TABS: readonly { value: NewsTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'news', label: 'News' },
  { value: 'notice', label: 'Notices' },
  { value: 'result', label: 'Results' },
];

/** Case-insensitive search on title, excerpt and content; blank text matches everything. */
function matchesSearch(item: Pick<News, 'title' | 'excerpt' | 'content'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.excerpt, item.content].some((text) => text?.toLowerCase().includes(needle));
}

function inTab(item: Pick<News, 'category'>, tab: NewsTab): boolean {
  return tab === 'all' || item.category === tab;
}

/** The items shown: those of the tab that match the search. */
export function filterNews<T extends Pick<News, 'title' | 'excerpt' | 'content' | 'category'>>(
  items: readonly T[],
  search: string,
  tab: NewsTab,
): T[] {
  return items.filter((item) => inTab(item, tab) && matchesSearch(item, search));
}

/** A tab's count is taken from the returned list, whatever the search. */
export function tabCount(items: readonly Pick<News, 'category'>[], tab: NewsTab): number {
  return items.filter((item) => inTab(item, tab)).length;
}

/** 'Showing 2 item(s) for "exam" in Notices': the search text and the category appended when set. */
export function resultLine(count: number, search: string, tab: NewsTab): string {
  const text = search.trim();
  const label = NEWS_TABS.find((t) => t.value === tab)?.label;
  return `Showing ${count} item(s)${text ? ` for "${text}"` : ''}${tab !== 'all' && label ? ` in ${label}` : ''}`;
}

/** The article's author: first and last name, else the username; null when unknown. */
export function authorName(author: News['author'] | undefined): string | null {
  return displayName(author);
}

/** The published date: publishedAt, else createdAt. */
export function publishedDate(item: Pick<News, 'publishedAt' | 'createdAt'>): string {
  return item.publishedAt ?? item.createdAt;
}

/** The card's link text: 'View Notice' for notices, 'Read More' otherwise. */
export function newsLinkText(category: NewsCategory): string {
  return category === 'notice' ? 'View Notice' : 'Read More';
}

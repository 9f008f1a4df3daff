import type { NewsCardItem, NewsCounts } from '@institute/shared';
import { type MouseEvent, useEffect, useState } from 'react';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { SearchBox } from '@/components/SearchBox';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageUrl } from '@/lib/ssr';
import { useApiQuery } from '@/lib/use-api-query';
import { NEWS_PAGE_SIZE, newsCountsUrl, newsPageUrl } from '../api/news-urls';
import { NEWS_TABS, newsListSearch, readNewsListState, resultLine, type NewsListState } from '../utils/news';
import { NewsCard } from './NewsCard';
import './NewsList.css';

/** The search goes to the server once the visitor stops typing for this long. */
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  /** The page of items the address asks for, as the server read it; null when that read failed. */
  items: NewsCardItem[] | null;
  /** The tabs' counts for the address's search, as the server read them; null when that read failed. */
  counts: NewsCounts | null;
}

/**
 * The News & Notices list, an island (docs/public-site.md, Other pages): a search sent to the
 * server as the visitor types, category tabs with the server's counts, the result line, one page
 * of cards and the pages. Search, category and page live in the address (?q=&category=&page=),
 * so a link or the back button restores them. The server renders the page the address asks for
 * (`items`, `counts`); in the browser the island fetches further pages and searches itself and keeps
 * the address with the history API. The search is a GET form and the tabs, pages and Clear Search
 * are links, so all of it works without JavaScript too.
 */
export default function NewsListIsland({ items: firstItems, counts: firstCounts }: Props) {
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const pageUrl = usePageUrl();
  const { pathname } = pageUrl;
  const [first] = useState(() => readNewsListState(pageUrl.searchParams));
  const [state, setState] = useState(first);
  const { q, category, page } = state;
  const news = useApiQuery(newsPageUrl(q, category, page, locale), {
    url: newsPageUrl(first.q, first.category, first.page, locale),
    data: firstItems,
  });
  const counts = useApiQuery(newsCountsUrl(q, locale), { url: newsCountsUrl(first.q, locale), data: firstCounts });

  // From the address as it is when the change is made (go runs in events and timers only), not as
  // this render read it: a search whose pause ends just after a tab was chosen keeps that tab.
  const go = (next: Partial<NewsListState>, replace = false) => {
    const current = readNewsListState(new URLSearchParams(window.location.search));
    const target = { ...current, page: 1, ...next };
    const address = `${window.location.pathname}${newsListSearch(target)}`;
    if (replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
    setState(readNewsListState(new URLSearchParams(newsListSearch(target))));
  };

  // The back and forward buttons bring back the list their address asks for.
  useEffect(() => {
    const restore = () => setState(readNewsListState(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  // What is typed shows at once; the address (and so the search) follows after a pause. When the
  // address changes by itself (back button, a link), the box shows its search.
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setTyped(q);
  }
  // The pause restarts only when the typing (or the address's search or category) changes, never on
  // another render of the page (its queries arriving), which would keep putting it off.
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => go({ q: typed }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q, category]);

  const items = news.data ?? [];
  const total = counts.data?.[category] ?? items.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));

  /**
   * A link to the list for `next` (keeping what it does not change and, but for the pages, going
   * back to page 1): the page's address for it, which the island shows in place once it runs.
   */
  const link = (next: Partial<NewsListState>) => ({
    href: `${pathname}${newsListSearch({ ...state, page: 1, ...next })}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(next);
    },
  });

  return (
    <>
      {/* A GET form: without JavaScript, Enter loads this page for ?q= (the server renders its
          results); with it, the search follows the typing and Enter only skips the pause. */}
      <form
        role="search"
        method="get"
        action={to('/news-notices')}
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: typed }, true);
        }}
      >
        <SearchBox
          className="search-box grow"
          label={t('news.search')}
          placeholder={t('news.searchPlaceholder')}
          name="q"
          value={typed}
          onChange={setTyped}
        />
        {category !== 'all' && <input type="hidden" name="category" value={category} />}
      </form>
      <FilterTabs
        tabs={NEWS_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={category}
        link={(value) => link({ category: value })}
        count={(value) => counts.data?.[value] ?? 0}
      />
      {news.isPending ? (
        <SkeletonCards count={6} />
      ) : news.isError ? (
        <StateMessage tone="error" title={t('news.loadErrorTitle')} text={t('news.loadErrorText')}>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('news.tryAgain')}
          </button>
        </StateMessage>
      ) : (
        <>
          <p className="result-line" aria-live="polite" data-testid="result-line">
            {resultLine(t, total, q, category)}
          </p>
          {items.length > 0 ? (
            <div className="card-grid">
              {items.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </div>
          ) : q.trim() ? (
            <StateMessage icon="search" title={t('news.noResults')} text={t('news.noResultsText')}>
              <a {...link({ q: '' })} className="button button-outline">
                {t('news.clearSearch')}
              </a>
            </StateMessage>
          ) : (
            <StateMessage icon="file" title={t('news.empty')} text={t('news.emptyText')} />
          )}
          {pages > 1 && (
            <nav className="pager" aria-label={t('news.pages')}>
              {page > 1 ? (
                <a {...link({ page: page - 1 })} className="button button-outline" rel="prev">
                  <Icon name="arrowLeft" /> {t('news.previous')}
                </a>
              ) : (
                <span />
              )}
              <span data-testid="page-line">{t('news.pageOf', { page: Math.min(page, pages), pages })}</span>
              {page < pages ? (
                <a {...link({ page: page + 1 })} className="button button-outline" rel="next">
                  {t('news.next')} <Icon name="arrowRight" />
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </>
  );
}

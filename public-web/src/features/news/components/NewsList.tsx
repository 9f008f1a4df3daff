import { localeDigits } from '@institute/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { SearchBox } from '@/components/SearchBox';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useLocale, useLocalePath } from '@/lib/locale';
import { NEWS_PAGE_SIZE, useNewsCounts, useNewsPage } from '../api/get-news';
import { NEWS_TABS, newsListSearch, readNewsListState, resultLine, type NewsListState } from '../utils/news';
import { NewsCard } from './NewsCard';
import './NewsList.css';

/** The search goes to the server once the visitor stops typing for this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The News & Notices page: a search sent to the server as the visitor types, category tabs with
 * the server's counts, the result line, one page of cards and the pages. Search, category and page
 * live in the address (?q=&category=&page=), so a link or the back button restores them; the
 * search is a GET form and the tabs, pages and Clear Search are links, so all of it works without
 * JavaScript too (the server renders the list the address asks for).
 */
export function NewsList() {
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const [params, setParams] = useSearchParams();
  const state = readNewsListState(params);
  const { q, category, page } = state;
  const news = useNewsPage(q, category, page);
  const counts = useNewsCounts(q);
  // From the address as it is when the change is made (go runs in events and timers only), not as
  // this render read it: a search whose pause ends just after a tab was chosen keeps that tab.
  const go = (next: Partial<NewsListState>, replace = false) => {
    const current = readNewsListState(new URLSearchParams(window.location.search));
    setParams(new URLSearchParams(newsListSearch({ ...current, page: 1, ...next })), { replace, preventScrollReset: true });
  };

  // What is typed shows at once; the address (and so the search) follows after a pause. When the
  // address changes by itself (back button, a link), the box shows its search.
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setTyped(q);
  }
  // The pause restarts only when the typing (or the address's search or category) changes, never on
  // another render of the page (its reads arriving, a refetch), which would keep putting it off.
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => go({ q: typed }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q, category]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = news.data ?? [];
  const total = counts.data?.[category] ?? items.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  // Every link keeps what it does not change and, but for the pages, goes back to page 1.
  const link = (next: Partial<NewsListState>) => ({ search: newsListSearch({ ...state, page: 1, ...next }) });

  return (
    <section className="section">
      <div className="container">
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
          href={(c) => link({ category: c }).search}
          count={(c) => counts.data?.[c] ?? 0}
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
              {resultLine(t, locale, total, q, category)}
            </p>
            {items.length > 0 ? (
              <div className="card-grid">
                {items.map((item) => (
                  <NewsCard key={item.id} item={item} />
                ))}
              </div>
            ) : q.trim() ? (
              <StateMessage icon="search" title={t('news.noResults')} text={t('news.noResultsText')}>
                <Link to={link({ q: '' })} preventScrollReset className="button button-outline">
                  {t('news.clearSearch')}
                </Link>
              </StateMessage>
            ) : (
              <StateMessage icon="file" title={t('news.empty')} text={t('news.emptyText')} />
            )}
            {pages > 1 && (
              <nav className="pager" aria-label={t('news.pages')}>
                {page > 1 ? (
                  <Link to={link({ page: page - 1 })} className="button button-outline" rel="prev">
                    <Icon name="arrowLeft" /> {t('news.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span data-testid="page-line">
                  {t('news.pageOf', { 0: localeDigits(Math.min(page, pages), locale), 1: localeDigits(pages, locale) })}
                </span>
                {page < pages ? (
                  <Link to={link({ page: page + 1 })} className="button button-outline" rel="next">
                    {t('news.next')} <Icon name="arrowRight" />
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
        <div className="center back-row">
          <Link to={to('/')} className="button button-outline">
            <Icon name="arrowLeft" /> {t('common.backToHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}

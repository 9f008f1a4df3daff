import type { NewsCategory } from '@institute/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { SkeletonCards } from '../../components/Skeleton';
import { StateMessage } from '../../components/StateMessage';
import { usePageMeta } from '../../lib/meta';
import { useNews } from '../../lib/queries';
import { NewsCard } from './NewsCard';

type Tab = 'all' | NewsCategory;
const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'news', label: 'News' },
  { value: 'notice', label: 'Notices' },
  { value: 'result', label: 'Results' },
];

export default function NewsListPage() {
  usePageMeta({ title: 'News & Notices', description: 'Latest news, admission notices and exam results of the institute.' });
  const news = useNews();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const items = news.data ?? [];
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? items.filter((n) => [n.title, n.excerpt, n.content].some((text) => text?.toLowerCase().includes(needle)))
    : items;
  const shown = tab === 'all' ? matching : matching.filter((n) => n.category === tab);
  const count = (value: Tab) => (value === 'all' ? items.length : items.filter((n) => n.category === value).length);
  const tabLabel = TABS.find((t) => t.value === tab)!.label;

  return (
    <>
      <PageHero title="News & Notices" subtitle="Stay informed about admissions, results and events." />
      <section className="section">
        <div className="container">
          <div className="toolbar">
            <label className="search-box grow">
              <Icon name="search" />
              <span className="visually-hidden">Search news and notices</span>
              <input type="search" placeholder="Search news and notices..." value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
          </div>
          <div className="tabs" role="group" aria-label="Filter by category">
            {TABS.map((t) => (
              <button key={t.value} type="button" className={tab === t.value ? 'tab active' : 'tab'} aria-pressed={tab === t.value} onClick={() => setTab(t.value)}>
                {t.label} <span className="tab-count">({count(t.value)})</span>
              </button>
            ))}
          </div>
          {news.isPending ? (
            <SkeletonCards count={6} />
          ) : news.isError ? (
            <StateMessage tone="error" title="Unable to load news" text="We're having trouble loading the latest news and notices. Please try again later.">
              <button type="button" className="button" onClick={() => window.location.reload()}>
                Try Again
              </button>
            </StateMessage>
          ) : (
            <>
              <p className="result-line" aria-live="polite" data-testid="result-line">
                Showing {shown.length} item(s)
                {needle && ` for "${search.trim()}"`}
                {tab !== 'all' && ` in ${tabLabel}`}
              </p>
              {shown.length > 0 ? (
                <div className="card-grid">
                  {shown.map((item) => (
                    <NewsCard key={item.id} item={item} />
                  ))}
                </div>
              ) : needle ? (
                <StateMessage icon="search" title="No results found" text="Try different words or another category.">
                  <button type="button" className="button button-outline" onClick={() => setSearch('')}>
                    Clear Search
                  </button>
                </StateMessage>
              ) : (
                <StateMessage icon="file" title="No items available" text="Please check back later." />
              )}
            </>
          )}
          <div className="center back-row">
            <Link to="/" className="button button-outline">
              <Icon name="arrowLeft" /> Back to Home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}


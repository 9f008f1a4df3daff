import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { SearchBox } from '../../components/SearchBox';
import { SkeletonCards } from '../../components/Skeleton';
import { StateMessage } from '../../components/StateMessage';
import { usePageMeta } from '../../lib/meta';
import { filterNews, NEWS_TABS, type NewsTab, resultLine, tabCount } from '../../lib/news';
import { useNews } from '../../lib/queries';
import { NewsCard } from './NewsCard';

export default function NewsListPage() {
  usePageMeta({ title: 'News & Notices', description: 'Latest news, admission notices and exam results of the institute.' });
  const news = useNews();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<NewsTab>('all');
  const items = news.data ?? [];
  const shown = filterNews(items, search, tab);

  return (
    <>
      <PageHero title="News & Notices" subtitle="Stay informed about admissions, results and events." />
      <section className="section">
        <div className="container">
          <div className="toolbar">
            <SearchBox
              className="search-box grow"
              label="Search news and notices"
              placeholder="Search news and notices..."
              value={search}
              onChange={setSearch}
            />
          </div>
          <div className="tabs" role="group" aria-label="Filter by category">
            {NEWS_TABS.map((t) => (
              <button
                key={t.value}
                type="button"
                className={tab === t.value ? 'tab active' : 'tab'}
                aria-pressed={tab === t.value}
                onClick={() => setTab(t.value)}
              >
                {t.label} <span className="tab-count">({tabCount(items, t.value)})</span>
              </button>
            ))}
          </div>
          {news.isPending ? (
            <SkeletonCards count={6} />
          ) : news.isError ? (
            <StateMessage
              tone="error"
              title="Unable to load news"
              text="We're having trouble loading the latest news and notices. Please try again later."
            >
              <button type="button" className="button" onClick={() => window.location.reload()}>
                Try Again
              </button>
            </StateMessage>
          ) : (
            <>
              <p className="result-line" aria-live="polite" data-testid="result-line">
                {resultLine(shown.length, search, tab)}
              </p>
              {shown.length > 0 ? (
                <div className="card-grid">
                  {shown.map((item) => (
                    <NewsCard key={item.id} item={item} />
                  ))}
                </div>
              ) : search.trim() ? (
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

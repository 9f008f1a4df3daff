import { useState } from 'react';
import { Link } from 'react-router';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { SearchBox } from '@/components/SearchBox';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useNews } from '../api/get-news';
import { filterNews, NEWS_TABS, resultLine, tabCount, type NewsTab } from '../utils/news';
import { NewsCard } from './NewsCard';
import './NewsList.css';

/** The News & Notices page's search, category tabs with counts, result line and cards. */
export function NewsList() {
  const news = useNews();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<NewsTab>('all');
  const items = news.data ?? [];
  const shown = filterNews(items, search, tab);

  return (
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
        <FilterTabs tabs={NEWS_TABS} value={tab} onChange={setTab} count={(t) => tabCount(items, t)} />
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
  );
}

import { localeDisplayDate, newsLink } from '@institute/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { HOME_NEWS, useLatestNews } from '../api/get-news';
import { publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import './NewsSection.css';
import { useLocale } from '@/lib/locale';

/** The home news section: the recent items, with `aside` (boxes from other features, placed by the home page) beside them. */
export function NewsSection({ aside }: { aside: ReactNode }) {
  const locale = useLocale();
  const news = useLatestNews(HOME_NEWS);
  return (
    <section id="news" className="section">
      <div className="container news-layout">
        <div>
          <h2 className="section-title">Latest News &amp; Notices</h2>
          <p className="section-lead">Announcements, admission notices and results from the institute.</p>
          {news.isPending ? (
            <ul className="news-list" aria-busy="true">
              {Array.from({ length: HOME_NEWS }, (_, i) => (
                <li key={i} className="news-row skeleton-row">
                  <Skeleton width="30%" />
                  <Skeleton />
                </li>
              ))}
            </ul>
          ) : news.data && news.data.length > 0 ? (
            <ul className="news-list">
              {news.data.map((item) => (
                <li key={item.id} className="news-row">
                  <p className="meta-row">
                    <CategoryBadge category={item.category} />
                    {item.priority === 'high' && <ImportantBadge />}
                    <time dateTime={publishedDate(item)}>{localeDisplayDate(publishedDate(item), locale)}</time>
                  </p>
                  <Link to={newsLink(item)} className="news-row-title">
                    {item.title}
                  </Link>
                  <p className="muted clamp-2">{item.excerpt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-text">No news items available at the moment.</p>
          )}
          <Link to="/news-notices" className="button">
            See All News &amp; Notices <Icon name="arrowRight" />
          </Link>
        </div>
        <aside className="news-aside">{aside}</aside>
      </div>
    </section>
  );
}

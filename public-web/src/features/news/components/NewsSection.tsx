import { localeDisplayDate, newsLink } from '@institute/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { useLatestNews } from '../api/get-news';
import { publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';
import './NewsSection.css';

/** The home news section: the recent items, with `aside` (boxes from other features, placed by the home page) beside them. */
export function NewsSection({ aside }: { aside: ReactNode }) {
  const locale = useLocale();
  const to = useLocalePath();
  const contentLang = useContentLang();
  const t = useTexts();
  const news = useLatestNews();
  return (
    <section id="news" className="section">
      <div className="container news-layout">
        <div>
          <h2 className="section-title">{t('home.newsTitle')}</h2>
          <p className="section-lead">{t('home.newsLead')}</p>
          {news.data && news.data.length > 0 ? (
            <ul className="news-list">
              {news.data.map((item) => (
                <li key={item.id} className="news-row">
                  <p className="meta-row">
                    <CategoryBadge category={item.category} />
                    {item.priority === 'high' && <ImportantBadge />}
                    <time dateTime={publishedDate(item)}>{localeDisplayDate(publishedDate(item), locale)}</time>
                  </p>
                  <Link to={to(newsLink(item))} className="news-row-title" lang={contentLang(item, 'title')}>
                    {item.title}
                  </Link>
                  <p className="muted clamp-2" lang={contentLang(item, 'excerpt')}>
                    {item.excerpt}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-text">{t('home.noNews')}</p>
          )}
          <Link to={to('/news-notices')} className="button">
            {t('home.seeAllNews')} <Icon name="arrowRight" />
          </Link>
        </div>
        <aside className="news-aside">{aside}</aside>
      </div>
    </section>
  );
}

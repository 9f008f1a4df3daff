import { localeDisplayDate, isNoticeExpired, newsLink } from '@institute/shared';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import type { NewsCardItem } from '../api/get-news';
import { newsLinkText, publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import './news.css';
import { useLocale } from '@/lib/locale';

export function NewsCard({ item }: { item: NewsCardItem }) {
  const locale = useLocale();
  const expired = item.category === 'notice' && isNoticeExpired(item.deadlineDate);
  return (
    <article className="card news-card" data-testid="news-card">
      <div className="card-body">
        <p className="meta-row">
          <time dateTime={publishedDate(item)}>
            <Icon name="calendar" size={14} /> {localeDisplayDate(publishedDate(item), locale)}
          </time>
          <CategoryBadge category={item.category} />
          {item.priority === 'high' && <ImportantBadge />}
        </p>
        <h2 className="card-title clamp-2">
          <Link to={newsLink(item)}>{item.title}</Link>
        </h2>
        <p className="muted clamp-2">{item.excerpt}</p>
        {item.category === 'notice' && item.deadlineDate && (
          <p className={expired ? 'deadline expired' : 'deadline'}>
            {expired ? 'Expired' : 'Deadline'}: {localeDisplayDate(item.deadlineDate, locale)}
          </p>
        )}
      </div>
      <div className="card-footer">
        <Link to={newsLink(item)} className="text-link">
          {newsLinkText(item.category)}
          <span className="visually-hidden">: {item.title}</span> <Icon name="arrowRight" size={16} />
        </Link>
      </div>
    </article>
  );
}

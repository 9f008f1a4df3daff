import { localeDisplayDate, isNoticeExpired, newsLink, type NewsCardItem } from '@institute/shared';
import { Icon } from '@/components/Icon';
import { newsLinkKey, publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import './news.css';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';

/** A card of the News & Notices list (rendered in its island: plain links, no router). */
export function NewsCard({ item }: { item: NewsCardItem }) {
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const contentLang = useContentLang();
  const titleLang = contentLang(item, 'title');
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
        <h2 className="card-title clamp-2" lang={titleLang}>
          <a href={to(newsLink(item))}>{item.title}</a>
        </h2>
        <p className="muted clamp-2" lang={contentLang(item, 'excerpt')}>
          {item.excerpt}
        </p>
        {item.category === 'notice' && item.deadlineDate && (
          <p className={expired ? 'deadline expired' : 'deadline'}>
            {t(expired ? 'news.expired' : 'news.deadline', { date: localeDisplayDate(item.deadlineDate, locale) })}
          </p>
        )}
      </div>
      <div className="card-footer">
        <a href={to(newsLink(item))} className="text-link">
          {t(newsLinkKey(item.category))}
          <span className="visually-hidden">
            : <span lang={titleLang}>{item.title}</span>
          </span>{' '}
          <Icon name="arrowRight" size={16} />
        </a>
      </div>
    </article>
  );
}

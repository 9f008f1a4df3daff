import { articleMeta, localeDisplayDate } from '@institute/shared';
import { Trans, useTexts } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { StateMessage } from '@/components/StateMessage';
import { usePageMeta } from '@/lib/meta';
import { Island } from '@/lib/islands';
import { useStatusCode } from '@/lib/ssr';
import { useNewsArticle } from '../api/get-article';
import { authorName, publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import { ImageGallery } from './ImageGallery';
import ShareButtonIsland from './ShareButton.island';
import './news.css';
import './Article.css';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';

/** Share, an island (ShareButton.island.tsx): the share sheet or the link copied, a link to the article without JavaScript. */
function ShareButton({ title, className, label }: { title: string; className: string; label: string }) {
  return <Island of={ShareButtonIsland} props={{ title, className, label }} />;
}

/** An unknown or unpublished article: the server answers it with 404. */
function ArticleNotFound() {
  const t = useTexts();
  const to = useLocalePath();
  useStatusCode(404);
  return (
    <div className="container section">
      <StateMessage page tone="error" icon="file" title={t('article.notFound')} text={t('article.notFoundText')}>
        <Link to={to('/')} className="button">
          <Icon name="arrowLeft" /> {t('common.backToHome')}
        </Link>
      </StateMessage>
    </div>
  );
}

/**
 * The article the address names (slug or id), or its not-found state; it sets the page's title and
 * preview tags from the article. `after` (another feature's, placed by the page: the subscription
 * form) stands at the article's end.
 */
export function Article({ after }: { after?: ReactNode }) {
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const contentLang = useContentLang();
  const article = useNewsArticle();
  const item = article.data;
  usePageMeta(
    item
      ? { ...articleMeta(item), title: t('article.metaTitle', { title: item.title }) }
      : {
          title: t('article.notFound'),
          description: t('article.metaDescription'),
        },
  );

  if (!item) return <ArticleNotFound />;

  const published = publishedDate(item);
  const author = authorName(item.author);
  const images = (item.imageUrls ?? []).filter(Boolean);
  const titleLang = contentLang(item, 'title');
  // The author's name (an account's) and a status other than published are never translated: English on a Nepali page.
  const english = locale === 'ne' ? 'en' : undefined;

  return (
    <article className="section article">
      <div className="container narrow">
        <nav aria-label={t('article.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to={to('/')}>{t('article.home')}</Link>
            </li>
            <li>
              <Link to={to('/news-notices')}>{t('article.news')}</Link>
            </li>
            <li aria-current="page" lang={titleLang}>
              {item.title}
            </li>
          </ol>
        </nav>
        <header className="article-header">
          <div className="article-badges">
            {item.priority === 'high' && <ImportantBadge />}
            <CategoryBadge category={item.category} />
            <span className="badge badge-outline" lang={item.status !== 'published' ? english : undefined}>
              {item.status === 'published' ? t('article.published') : item.status}
            </span>
            <ShareButton title={item.title} className="button button-outline button-small share-button" label={t('article.share')} />
          </div>
          <h1 lang={titleLang}>{item.title}</h1>
          <p className="article-excerpt" lang={contentLang(item, 'excerpt')}>
            {item.excerpt}
          </p>
          <p className="article-meta">
            <span>
              <Icon name="calendar" size={14} />{' '}
              <Trans
                i18nKey="article.publishedOn"
                components={[<time dateTime={published}>{localeDisplayDate(published, locale)}</time>]}
              />
            </span>
            {author && (
              <span>
                <Trans i18nKey="article.by" components={[<span lang={english}>{author}</span>]} />
              </span>
            )}
            {item.deadlineDate && (
              <span className="deadline">
                <Icon name="clock" size={14} /> {t('article.deadline', { date: localeDisplayDate(item.deadlineDate, locale) })}
              </span>
            )}
          </p>
        </header>
        {images.length > 0 && <ImageGallery images={images} media={item.media} title={item.title} titleLang={titleLang} />}
        <div className="article-content preserve-lines" lang={contentLang(item, 'content')}>
          {item.content}
        </div>
        <p className="muted small">{t('article.lastUpdated', { date: localeDisplayDate(item.updatedAt, locale) })}</p>
        <div className="button-row article-actions">
          <ShareButton title={item.title} className="button" label={t('article.shareArticle')} />
          <Link to={to('/')} className="button button-outline">
            {t('article.viewMore')}
          </Link>
        </div>
        <aside className="panel panel-blue stay-updated">
          <h2>{t('article.stayUpdated')}</h2>
          <p>{t('article.stayUpdatedText')}</p>
          <Link to={to('/#news')} className="button button-light">
            {t('article.viewAll')}
          </Link>
        </aside>
        {after}
      </div>
    </article>
  );
}

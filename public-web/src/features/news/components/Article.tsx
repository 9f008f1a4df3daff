import { articleMeta, localeDisplayDate } from '@institute/shared';
import type { ReactNode } from 'react';
import { Trans, useTexts } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { usePageMeta } from '@/lib/meta';
import { useHydrated, useStatusCode } from '@/lib/ssr';
import { toast } from '@/lib/toast';
import { useNewsArticle } from '../api/get-article';
import { authorName, publishedDate } from '../utils/news';
import { CategoryBadge, ImportantBadge } from './CategoryBadge';
import { ImageGallery } from './ImageGallery';
import './news.css';
import './Article.css';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';

/** The device's share sheet when there is one, else the link copied to the clipboard (`texts`: the notices, in the page's language). */
async function share(title: string, texts: { copied: string; failed: string }) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: texts.copied });
  } catch {
    toast({ title: texts.failed, description: url, variant: 'destructive' });
  }
}

/**
 * Share: once the page runs, the share sheet or the link copied; before or without the page's
 * code, a plain link to the article's own address, for the browser's own share or copy
 * (docs/public-site.md, Without JavaScript).
 */
function ShareButton({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const t = useTexts();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const content = (
    <>
      <Icon name="share" size={16} /> {children}
    </>
  );
  if (!hydrated)
    return (
      <a className={className} href={pathname}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => share(title, { copied: t('article.linkCopied'), failed: t('article.copyFailed') })}
    >
      {content}
    </button>
  );
}

/** An unknown or unpublished article: the server answers it with 404. */
function ArticleNotFound() {
  const t = useTexts();
  const to = useLocalePath();
  useStatusCode(404);
  return (
    <div className="container section">
      <StateMessage tone="error" icon="file" title={t('article.notFound')} text={t('article.notFoundText')}>
        <Link to={to('/')} className="button">
          <Icon name="arrowLeft" /> {t('common.backToHome')}
        </Link>
      </StateMessage>
    </div>
  );
}

/** One article (slug or id), its loading and not-found states; it sets the page's title and preview tags from the article. */
export function Article({ identifier }: { identifier: string }) {
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const contentLang = useContentLang();
  const article = useNewsArticle(identifier);
  const item = article.data;
  usePageMeta(
    item
      ? { ...articleMeta(item), title: t('article.metaTitle', { 0: item.title }) }
      : {
          title: article.isPending ? t('article.loadingTitle') : t('article.notFound'),
          description: t('article.metaDescription'),
        },
  );

  if (article.isPending) {
    return (
      <div className="container article-skeleton" aria-busy="true" aria-label={t('article.loading')}>
        <Skeleton width="40%" />
        <Skeleton className="skeleton-title" />
        <Skeleton className="skeleton-media" />
      </div>
    );
  }
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
            <ShareButton title={item.title} className="button button-outline button-small share-button">
              {t('article.share')}
            </ShareButton>
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
                <Icon name="clock" size={14} /> {t('article.deadline', { 0: localeDisplayDate(item.deadlineDate, locale) })}
              </span>
            )}
          </p>
        </header>
        {images.length > 0 && <ImageGallery images={images} media={item.media} title={item.title} titleLang={titleLang} />}
        <div className="article-content preserve-lines" lang={contentLang(item, 'content')}>
          {item.content}
        </div>
        <p className="muted small">{t('article.lastUpdated', { 0: localeDisplayDate(item.updatedAt, locale) })}</p>
        <div className="button-row article-actions">
          <ShareButton title={item.title} className="button">
            {t('article.shareArticle')}
          </ShareButton>
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
      </div>
    </article>
  );
}

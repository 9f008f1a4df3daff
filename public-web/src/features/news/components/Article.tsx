import { articleMeta, localeDisplayDate } from '@institute/shared';
import type { ReactNode } from 'react';
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
import { useLocale } from '@/lib/locale';

/** The device's share sheet when there is one, else the link copied to the clipboard. */
async function share(title: string) {
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
    toast({ title: 'Link copied to clipboard!' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

/**
 * Share: once the page runs, the share sheet or the link copied; before or without the page's
 * code, a plain link to the article's own address, for the browser's own share or copy
 * (docs/public-site.md, Without JavaScript).
 */
function ShareButton({ title, className, children }: { title: string; className: string; children: ReactNode }) {
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
    <button type="button" className={className} onClick={() => share(title)}>
      {content}
    </button>
  );
}

/** An unknown or unpublished article: the server answers it with 404. */
function ArticleNotFound() {
  useStatusCode(404);
  return (
    <div className="container section">
      <StateMessage
        tone="error"
        icon="file"
        title="News Article Not Found"
        text="The news article you're looking for doesn't exist or has been removed."
      >
        <Link to="/" className="button">
          <Icon name="arrowLeft" /> Back to Home
        </Link>
      </StateMessage>
    </div>
  );
}

/** One article (slug or id), its loading and not-found states; it sets the page's title and preview tags from the article. */
export function Article({ identifier }: { identifier: string }) {
  const locale = useLocale();
  const article = useNewsArticle(identifier);
  const item = article.data;
  usePageMeta(
    item
      ? articleMeta(item)
      : { title: article.isPending ? 'News' : 'News Article Not Found', description: 'News and notices of the institute.' },
  );

  if (article.isPending) {
    return (
      <div className="container article-skeleton" aria-busy="true" aria-label="Loading article">
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

  return (
    <article className="section article">
      <div className="container narrow">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/news-notices">News</Link>
            </li>
            <li aria-current="page">{item.title}</li>
          </ol>
        </nav>
        <header className="article-header">
          <div className="article-badges">
            {item.priority === 'high' && <ImportantBadge />}
            <CategoryBadge category={item.category} />
            <span className="badge badge-outline">{item.status === 'published' ? 'Published' : item.status}</span>
            <ShareButton title={item.title} className="button button-outline button-small share-button">
              Share
            </ShareButton>
          </div>
          <h1>{item.title}</h1>
          <p className="article-excerpt">{item.excerpt}</p>
          <p className="article-meta">
            <span>
              <Icon name="calendar" size={14} /> Published <time dateTime={published}>{localeDisplayDate(published, locale)}</time>
            </span>
            {author && <span>By {author}</span>}
            {item.deadlineDate && (
              <span className="deadline">
                <Icon name="clock" size={14} /> Deadline: {localeDisplayDate(item.deadlineDate, locale)}
              </span>
            )}
          </p>
        </header>
        {images.length > 0 && <ImageGallery images={images} media={item.media} title={item.title} />}
        <div className="article-content preserve-lines">{item.content}</div>
        <p className="muted small">Last updated: {localeDisplayDate(item.updatedAt, locale)}</p>
        <div className="button-row article-actions">
          <ShareButton title={item.title} className="button">
            Share Article
          </ShareButton>
          <Link to="/" className="button button-outline">
            View More News
          </Link>
        </div>
        <aside className="panel panel-blue stay-updated">
          <h2>Want to stay updated?</h2>
          <p>Follow the latest news, notices and results from the institute.</p>
          <Link to="/#news" className="button button-light">
            View All News
          </Link>
        </aside>
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import { Island } from '@/lib/islands';
import { useLocalePath } from '@/lib/locale';
import { usePageUrl } from '@/lib/ssr';
import { useNewsCounts, useNewsPage } from '../api/get-news';
import { readNewsListState } from '../utils/news';
import NewsListIsland from './NewsList.island';

/**
 * The News & Notices page's list (docs/public-site.md, Other pages), rendered by the server: it fetches
 * the page of items and the tabs' counts the address asks for (?q=&category=&page=) and hands them
 * to the list's island (NewsList.island.tsx), which searches, filters and pages in the browser.
 */
export function NewsList() {
  const t = useTexts();
  const to = useLocalePath();
  const { q, category, page } = readNewsListState(usePageUrl().searchParams);
  const news = useNewsPage(q, category, page);
  const counts = useNewsCounts(q);
  return (
    <section className="section">
      <div className="container">
        <Island of={NewsListIsland} props={{ items: news.data ?? null, counts: counts.data ?? null }} />
        <div className="center back-row">
          <Link to={to('/')} className="button button-outline">
            <Icon name="arrowLeft" /> {t('common.backToHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}

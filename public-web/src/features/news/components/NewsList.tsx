import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import { Island } from '@/lib/islands';
import { useLocalePath } from '@/lib/locale';
import { useNewsCounts, useNewsPage } from '../api/get-news';
import NewsListIsland from './NewsList.island';

/**
 * The News & Notices page's list (docs/public-site.md, Other pages), rendered by the server: it hands
 * the page of items and the tabs' counts the address asks for (?q=&category=&page=), as the page's
 * loader read them (get-news.ts), to the list's island (NewsList.island.tsx), which searches, filters and pages in the browser;
 * `after` (another feature's, placed by the page: the subscription form) stands below the list.
 */
export function NewsList({ after }: { after?: ReactNode }) {
  const t = useTexts();
  const to = useLocalePath();
  const news = useNewsPage();
  const counts = useNewsCounts();
  return (
    <section className="section">
      <div className="container">
        <Island of={NewsListIsland} props={{ items: news.data ?? null, counts: counts.data ?? null }} />
        {after}
        <div className="center back-row">
          <Link to={to('/')} className="button button-outline">
            <Icon name="arrowLeft" /> {t('common.backToHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}

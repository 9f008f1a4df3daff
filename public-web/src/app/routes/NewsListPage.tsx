import { PageHero } from '@/components/PageHero';
import { NewsList } from '@/features/news/components/NewsList';
import { usePageMeta } from '@/lib/meta';

export default function NewsListPage() {
  usePageMeta({ title: 'News & Notices', description: 'Latest news, admission notices and exam results of the institute.' });
  return (
    <>
      <PageHero title="News & Notices" subtitle="Stay informed about admissions, results and events." />
      <NewsList />
    </>
  );
}

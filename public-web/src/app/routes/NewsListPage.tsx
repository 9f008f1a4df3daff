import { NewsList } from '@/features/news/components/NewsList';
import { InnerPage } from '../layout/InnerPage';

export default function NewsListPage() {
  return (
    <InnerPage
      title="News & Notices"
      subtitle="Stay informed about admissions, results and events."
      description="Latest news, admission notices and exam results of the institute."
    >
      <NewsList />
    </InnerPage>
  );
}

import { Subscribe } from '@/features/forms/components/Subscribe';
import { NewsList } from '@/features/news/components/NewsList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function NewsListPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('news.title')} subtitle={t('news.subtitle')} description={t('news.description')}>
      <NewsList after={<Subscribe className="news-subscribe" />} />
    </InnerPage>
  );
}

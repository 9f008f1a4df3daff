import { DownloadList } from '@/features/downloads/components/DownloadList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function DownloadsPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('downloads.title')} subtitle={t('downloads.subtitle')} description={t('downloads.description')}>
      <DownloadList />
    </InnerPage>
  );
}

import { DonorList } from '@/features/donors/components/DonorList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function DonorsPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('donors.title')} subtitle={t('donors.subtitle')} description={t('donors.description')}>
      <DonorList />
    </InnerPage>
  );
}

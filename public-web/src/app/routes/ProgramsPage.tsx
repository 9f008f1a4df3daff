import { Programs } from '@/features/programs/components/ProgramList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function ProgramsPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('programs.title')} subtitle={t('programs.subtitle')} description={t('programs.description')}>
      <Programs />
    </InnerPage>
  );
}

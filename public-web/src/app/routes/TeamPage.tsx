import { TeamList } from '@/features/team/components/TeamList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function TeamPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('team.title')} subtitle={t('team.subtitle')} description={t('team.description')}>
      <TeamList />
    </InnerPage>
  );
}

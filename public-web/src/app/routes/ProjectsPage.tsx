import { ProjectList } from '@/features/projects/components/ProjectList';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function ProjectsPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('projects.title')} subtitle={t('projects.subtitle')} description={t('projects.description')}>
      <ProjectList />
    </InnerPage>
  );
}

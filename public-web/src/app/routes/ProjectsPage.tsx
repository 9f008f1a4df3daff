import { ProjectList } from '@/features/projects/components/ProjectList';
import { InnerPage } from '../layout/InnerPage';

export default function ProjectsPage() {
  return (
    <InnerPage
      title="Our Projects"
      subtitle="Skill development projects delivered with our partners."
      description="Training projects we implement with our partners across Nepal."
    >
      <ProjectList />
    </InnerPage>
  );
}

import { PageHero } from '@/components/PageHero';
import { ProjectList } from '@/features/projects/components/ProjectList';
import { usePageMeta } from '@/lib/meta';

export default function ProjectsPage() {
  usePageMeta({ title: 'Our Projects', description: 'Training projects we implement with our partners across Nepal.' });
  return (
    <>
      <PageHero title="Our Projects" subtitle="Skill development projects delivered with our partners." />
      <ProjectList />
    </>
  );
}

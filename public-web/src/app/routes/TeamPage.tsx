import { PageHero } from '@/components/PageHero';
import { TeamList } from '@/features/team/components/TeamList';
import { usePageMeta } from '@/lib/meta';

export default function TeamPage() {
  usePageMeta({ title: 'Our Team', description: 'Meet the instructors and staff of the institute.' });
  return (
    <>
      <PageHero title="Our Team" subtitle="Experienced instructors and staff dedicated to every trainee." />
      <TeamList />
    </>
  );
}

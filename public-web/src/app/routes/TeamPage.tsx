import { TeamList } from '@/features/team/components/TeamList';
import { InnerPage } from '../layout/InnerPage';

export default function TeamPage() {
  return (
    <InnerPage
      title="Our Team"
      subtitle="Experienced instructors and staff dedicated to every trainee."
      description="Meet the instructors and staff of the institute."
    >
      <TeamList />
    </InnerPage>
  );
}

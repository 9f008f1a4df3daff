import { CardSection } from '@/components/CardSection';
import { useTeam } from '../api/get-team';
import { TeamCard } from './TeamCard';

/** The home page shows the first 4 members (docs/public-site.md, Home page). */
const HOME_TEAM = 4;

export function TeamSection() {
  return (
    <CardSection
      id="team"
      title="Our Team"
      lead="Experienced instructors and staff who guide every trainee."
      items={useTeam()}
      count={HOME_TEAM}
      card={(m) => <TeamCard key={m.id} member={m} />}
      emptyText="No team members available at the moment."
      link={{ to: '/teams', label: 'View Full Team' }}
    />
  );
}

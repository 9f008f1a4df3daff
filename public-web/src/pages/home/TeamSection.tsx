import { TeamCard } from '../../components/TeamCard';
import { useTeam } from '../../lib/queries';
import { CardSection } from './CardSection';

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

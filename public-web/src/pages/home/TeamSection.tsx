import { Link } from 'react-router';
import { SkeletonCards } from '../../components/Skeleton';
import { TeamCard } from '../../components/TeamCard';
import { useTeam } from '../../lib/queries';

const HOME_TEAM = 4;

export function TeamSection() {
  const team = useTeam();
  return (
    <section id="team" className="section">
      <div className="container">
        <h2 className="section-title center">Our Team</h2>
        <p className="section-lead center">Experienced instructors and staff who guide every trainee.</p>
        {team.isPending ? (
          <SkeletonCards count={HOME_TEAM} className="card-grid grid-4" />
        ) : team.data && team.data.length > 0 ? (
          <div className="card-grid grid-4">
            {team.data.slice(0, HOME_TEAM).map((m) => (
              <TeamCard key={m.id} member={m} />
            ))}
          </div>
        ) : (
          <p className="empty-text center">No team members available at the moment.</p>
        )}
        <div className="center">
          <Link to="/teams" className="button button-outline">
            View Full Team
          </Link>
        </div>
      </div>
    </section>
  );
}

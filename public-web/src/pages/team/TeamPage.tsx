import { PageHero } from '../../components/PageHero';
import { SkeletonCards } from '../../components/Skeleton';
import { StateMessage } from '../../components/StateMessage';
import { TeamCard } from '../../components/TeamCard';
import { usePageMeta } from '../../lib/meta';
import { useTeam } from '../../lib/queries';

export default function TeamPage() {
  usePageMeta({ title: 'Our Team', description: 'Meet the instructors and staff of the institute.' });
  const team = useTeam();
  return (
    <>
      <PageHero title="Our Team" subtitle="Experienced instructors and staff dedicated to every trainee." />
      <section className="section">
        <div className="container">
          {team.isPending ? (
            <SkeletonCards count={8} className="card-grid grid-4" />
          ) : team.data && team.data.length > 0 ? (
            <div className="card-grid grid-4">
              {team.data.map((m) => (
                <TeamCard key={m.id} member={m} showBio />
              ))}
            </div>
          ) : (
            <StateMessage icon="users" title="No team members available at the moment." />
          )}
        </div>
      </section>
    </>
  );
}

import { Link } from 'react-router';
import { ProgramCard } from '../../components/programs/ProgramCard';
import { SkeletonCards } from '../../components/Skeleton';
import { usePrograms } from '../../lib/queries';

const HOME_PROGRAMS = 8;

export function ProgramsSection() {
  const programs = usePrograms();
  return (
    <section id="programs" className="section section-alt">
      <div className="container">
        <h2 className="section-title center">Our Training Programs</h2>
        <p className="section-lead center">390-hour, CTEVT-approved courses that lead to national skill test certification.</p>
        {programs.isPending ? (
          <SkeletonCards count={HOME_PROGRAMS} className="card-grid grid-4" />
        ) : programs.data && programs.data.length > 0 ? (
          <div className="card-grid grid-4">
            {programs.data.slice(0, HOME_PROGRAMS).map((p) => (
              <ProgramCard key={p.id} program={p} />
            ))}
          </div>
        ) : (
          <p className="empty-text center">No training programs available at the moment.</p>
        )}
        <div className="center">
          <Link to="/programs" className="button button-outline">
            View All Programs
          </Link>
        </div>
      </div>
    </section>
  );
}

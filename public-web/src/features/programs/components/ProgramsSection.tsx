import { GRID_4_SIZES } from '@/components/Img';
import { CardSection } from '@/components/CardSection';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from './ProgramCard';

/** The home page lists up to 8 programs (docs/public-site.md, Home page). */
const HOME_PROGRAMS = 8;

export function ProgramsSection() {
  return (
    <CardSection
      id="programs"
      className="section section-alt"
      title="Our Training Programs"
      lead="390-hour, CTEVT-approved courses that lead to national skill test certification."
      items={usePrograms()}
      count={HOME_PROGRAMS}
      card={(p) => <ProgramCard key={p.id} program={p} sizes={GRID_4_SIZES} />}
      emptyText="No training programs available at the moment."
      link={{ to: '/programs', label: 'View All Programs' }}
    />
  );
}

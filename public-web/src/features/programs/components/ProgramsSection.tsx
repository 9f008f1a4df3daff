import { GRID_4_SIZES } from '@/components/Img';
import { CardSection } from '@/components/CardSection';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from './ProgramCard';

/** The home page lists up to 8 programs (docs/public-site.md, Home page). */
const HOME_PROGRAMS = 8;

export function ProgramsSection() {
  const t = useTexts();
  const to = useLocalePath();
  return (
    <CardSection
      id="programs"
      className="section section-alt"
      title={t('home.programsTitle')}
      lead={t('home.programsLead')}
      items={usePrograms()}
      count={HOME_PROGRAMS}
      card={(p) => <ProgramCard key={p.id} program={p} sizes={GRID_4_SIZES} />}
      emptyText={t('home.noPrograms')}
      link={{ to: to('/programs'), label: t('home.viewAllPrograms') }}
    />
  );
}

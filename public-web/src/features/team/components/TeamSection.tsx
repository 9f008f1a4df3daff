import { CardSection } from '@/components/CardSection';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useTeam } from '../api/get-team';
import { TeamCard } from './TeamCard';

/** The home page shows the first 4 members (docs/public-site.md, Home page). */
const HOME_TEAM = 4;

export function TeamSection() {
  const t = useTexts();
  const to = useLocalePath();
  return (
    <CardSection
      id="team"
      title={t('home.teamTitle')}
      lead={t('home.teamLead')}
      items={useTeam()}
      count={HOME_TEAM}
      card={(m) => <TeamCard key={m.id} member={m} />}
      emptyText={t('home.noTeam')}
      link={{ to: to('/teams'), label: t('home.viewFullTeam') }}
    />
  );
}

import { listLoad } from '@/components/Img';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useTeam } from '../api/get-team';
import { TeamCard } from './TeamCard';

/** The Team page's cards, with each member's bio and links. */
export function TeamList() {
  const t = useTexts();
  const team = useTeam();
  return (
    <section className="section">
      <div className="container">
        {team.data && team.data.length > 0 ? (
          <div className="card-grid grid-4">
            {team.data.map((m, i) => (
              <TeamCard key={m.id} member={m} showBio load={listLoad(i)} headingLevel={2} />
            ))}
          </div>
        ) : (
          <StateMessage icon="users" title={t('team.empty')} />
        )}
      </div>
    </section>
  );
}

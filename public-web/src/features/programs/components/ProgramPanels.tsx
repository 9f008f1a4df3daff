import { localeDisplayDate, trainingOpeningStatus } from '@institute/shared';
import { SectionLink } from '@/components/SectionLink';
import { usePrograms } from '../api/get-programs';
import { useTrainingOpenings } from '../api/get-training-openings';
import './ProgramPanels.css';
import { useLocale } from '@/lib/locale';

/** The home news section's side lists show up to 5 active programs (docs/public-site.md, Constants). */
const HOME_ACTIVE_PROGRAMS = 5;

/** The 'Active Programs' box beside the home news. */
export function ActivePrograms() {
  const programs = usePrograms().data;
  return (
    <div className="panel">
      <h3>Active Programs</h3>
      {programs && programs.length > 0 ? (
        <ul className="link-list">
          {programs.slice(0, HOME_ACTIVE_PROGRAMS).map((p) => (
            <li key={p.id}>
              <SectionLink section="programs">{p.title}</SectionLink>
              <span className="muted small">{p.duration}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{programs ? 'No training programs available at the moment.' : 'Loading programs…'}</p>
      )}
    </div>
  );
}

/** The 'Training Openings' box beside the home news: openings open for registration or ongoing, when there are any. */
export function TrainingOpenings() {
  const locale = useLocale();
  const openings = (useTrainingOpenings().data ?? []).filter((o) => {
    const status = trainingOpeningStatus(o);
    return status === 'Open for Registration' || status === 'Ongoing';
  });
  if (openings.length === 0) return null;
  return (
    <div className="panel">
      <h3>Training Openings</h3>
      <ul className="link-list">
        {openings.slice(0, HOME_ACTIVE_PROGRAMS).map((o) => (
          <li key={o.id}>
            <strong>{o.title}</strong>
            <span className="muted small">
              {trainingOpeningStatus(o)}
              {o.applicationDeadline && ` · Apply by ${localeDisplayDate(o.applicationDeadline, locale)}`}
              {o.location && ` · ${o.location}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

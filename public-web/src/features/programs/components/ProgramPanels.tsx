import { localeDisplayDate, trainingOpeningStatus } from '@institute/shared';
import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale } from '@/lib/locale';
import { usePrograms } from '../api/get-programs';
import { useTrainingOpenings } from '../api/get-training-openings';
import './ProgramPanels.css';

/** The home news section's side lists show up to 5 active programs (docs/public-site.md, Constants). */
const HOME_ACTIVE_PROGRAMS = 5;

/** The 'Active Programs' box beside the home news. */
export function ActivePrograms() {
  const programs = usePrograms().data;
  const t = useTexts();
  const contentLang = useContentLang();
  return (
    <div className="panel">
      <h3>{t('home.activePrograms')}</h3>
      {programs && programs.length > 0 ? (
        <ul className="link-list">
          {programs.slice(0, HOME_ACTIVE_PROGRAMS).map((p) => (
            <li key={p.id}>
              <SectionLink section="programs">
                <span lang={contentLang(p, 'title')}>{p.title}</span>
              </SectionLink>
              <span className="muted small" lang={contentLang(p, 'duration')}>
                {p.duration}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{programs ? t('home.noPrograms') : t('home.loadingPrograms')}</p>
      )}
    </div>
  );
}

/** The 'Training Openings' box beside the home news: openings open for registration or ongoing, when there are any. */
export function TrainingOpenings() {
  const locale = useLocale();
  const t = useTexts();
  const contentLang = useContentLang();
  const openings = (useTrainingOpenings().data ?? []).flatMap((o) => {
    const status = trainingOpeningStatus(o);
    if (status === 'Open for Registration') return [{ opening: o, status: t('home.openForRegistration') }];
    if (status === 'Ongoing') return [{ opening: o, status: t('home.ongoing') }];
    return [];
  });
  if (openings.length === 0) return null;
  return (
    <div className="panel">
      <h3>{t('home.trainingOpenings')}</h3>
      <ul className="link-list">
        {openings.slice(0, HOME_ACTIVE_PROGRAMS).map(({ opening: o, status }) => (
          <li key={o.id}>
            <strong lang={contentLang(o, 'title')}>{o.title}</strong>
            <span className="muted small">
              {status}
              {o.applicationDeadline && ` · ${t('home.applyBy')} ${localeDisplayDate(o.applicationDeadline, locale)}`}
              {o.location && (
                <>
                  {' · '}
                  <span lang={contentLang(o, 'location')}>{o.location}</span>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { Project } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale } from '@/lib/locale';
import { StatusBadge } from './StatusBadge';
import './ProjectDialog.css';

/** What 'View Details' tells of a project (in its dialog, or in the card before the page runs). */
export function ProjectDetails({ project }: { project: Project }) {
  const t = useTexts();
  const locale = useLocale();
  const contentLang = useContentLang();
  // Locations, occupations and the duration have no Nepali side: English on a Nepali page.
  const english = locale === 'ne' ? 'en' : undefined;
  const locations = project.locations ?? [];
  const occupations = project.occupations ?? [];
  return (
    <>
      {project.description && (
        <p className="preserve-lines" lang={contentLang(project, 'description')}>
          {project.description}
        </p>
      )}
      <DetailList
        rows={[
          [
            t('projects.implementingAgency'),
            project.implementingAgency ? (
              <span lang={contentLang(project, 'implementingAgency')}>{project.implementingAgency}</span>
            ) : (
              t('common.notSpecified')
            ),
          ],
          [
            t('projects.fundingAgency'),
            project.fundingAgency ? (
              <span lang={contentLang(project, 'fundingAgency')}>{project.fundingAgency}</span>
            ) : (
              t('common.notSpecified')
            ),
          ],
          [t('projects.implementationDuration'), <span lang={english}>{project.implementationDuration}</span>],
          [t('projects.status'), <StatusBadge status={project.status} />],
        ]}
      />
      <h3 className="dialog-subheading">{t('projects.locations')}</h3>
      {locations.length > 0 ? (
        <ul className="chip-list">
          {locations.map((l) => (
            <li key={l} lang={english}>
              {l}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('projects.noLocations')}</p>
      )}
      <h3 className="dialog-subheading">{t('projects.occupations')}</h3>
      {occupations.length > 0 ? (
        <ul className="occupation-list">
          {occupations.map((o) => (
            <li key={o.name}>
              <span lang={english}>{o.name}</span>
              <strong>{t('projects.persons', { count: o.count })}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('projects.noOccupations')}</p>
      )}
    </>
  );
}

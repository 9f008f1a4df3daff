import { localeDigits, totalParticipants, type Project } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { CARD_SIZES, type ImageLoad, Img } from '@/components/Img';
import { CardDetails } from '@/components/CardDetails';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale } from '@/lib/locale';
import { ProjectDetails } from './ProjectDetails';
import { StatusBadge } from './StatusBadge';
import './ProjectCard.css';

export function ProjectCard({ project, load }: { project: Project; load?: ImageLoad }) {
  const t = useTexts();
  const locale = useLocale();
  const contentLang = useContentLang();
  return (
    <article className="card project-card" data-testid="project-card">
      <Img
        src={project.imageUrl}
        media={project.media}
        sizes={CARD_SIZES}
        load={load}
        alt={project.title}
        lang={contentLang(project, 'title')}
        width={400}
        height={225}
        className="card-media"
      />
      <div className="card-body">
        <p>
          <StatusBadge status={project.status} />
        </p>
        <h2 className="card-title clamp-2" lang={contentLang(project, 'title')}>
          {project.title}
        </h2>
        {project.description && (
          <p className="muted clamp-3" lang={contentLang(project, 'description')}>
            {project.description}
          </p>
        )}
        <DetailList
          className="mini-facts"
          rows={[
            ...(project.implementingAgency
              ? [
                  [
                    t('projects.implementingAgencyShort'),
                    <span lang={contentLang(project, 'implementingAgency')}>{project.implementingAgency}</span>,
                  ] as const,
                ]
              : []),
            // The duration has no Nepali side: English on a Nepali page.
            [t('projects.duration'), <span lang={locale === 'ne' ? 'en' : undefined}>{project.implementationDuration}</span>],
            [
              t('projects.participants'),
              <span data-testid="participants">{localeDigits(totalParticipants(project.occupations), locale)}</span>,
            ],
            [t('projects.locations'), localeDigits(project.locations?.length ?? 0, locale)],
          ]}
        />
      </div>
      <div className="card-footer">
        <CardDetails record={project} label={t('projects.viewDetails')}>
          <ProjectDetails project={project} />
        </CardDetails>
      </div>
    </article>
  );
}

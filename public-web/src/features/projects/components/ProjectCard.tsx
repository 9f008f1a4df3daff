import { totalParticipants, type Project } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { CARD_SIZES, type ImageLoad, Img } from '@/components/Img';
import { MoreDetails } from '@/components/MoreDetails';
import { ProjectDetails } from './ProjectDialog';
import { StatusBadge } from './StatusBadge';
import './ProjectCard.css';

export function ProjectCard({ project, onOpen, load }: { project: Project; onOpen: () => void; load?: ImageLoad }) {
  return (
    <article className="card project-card" data-testid="project-card">
      <Img
        src={project.imageUrl}
        media={project.media}
        sizes={CARD_SIZES}
        load={load}
        alt={project.title}
        width={400}
        height={225}
        className="card-media"
      />
      <div className="card-body">
        <p>
          <StatusBadge status={project.status} />
        </p>
        <h2 className="card-title clamp-2">{project.title}</h2>
        {project.description && <p className="muted clamp-3">{project.description}</p>}
        <DetailList
          className="mini-facts"
          rows={[
            ...(project.implementingAgency ? [['Implementing agency', project.implementingAgency] as const] : []),
            ['Duration', project.implementationDuration],
            ['Participants', <span data-testid="participants">{totalParticipants(project.occupations)}</span>],
            ['Locations', project.locations?.length ?? 0],
          ]}
        />
      </div>
      <div className="card-footer">
        <MoreDetails label="View Details" onOpen={onOpen}>
          <ProjectDetails project={project} />
        </MoreDetails>
      </div>
    </article>
  );
}

import { totalParticipants } from '@institute/shared';
import { useState } from 'react';
import { Img } from '../../components/Img';
import { PageHero } from '../../components/PageHero';
import { SkeletonCards } from '../../components/Skeleton';
import { StateMessage } from '../../components/StateMessage';
import { usePageMeta } from '../../lib/meta';
import { byDisplayOrder } from '../../lib/order';
import { activeOnly, useProjects } from '../../lib/queries';
import type { Project } from '@institute/shared';
import { ProjectDialog } from './ProjectDialog';
import { StatusBadge } from './StatusBadge';

/** Public spec §9: 6 skeleton cards while projects load. */
const SKELETONS = 6;

function ProjectCard({ project, onOpen }: { project: Project; onOpen: () => void }) {
  return (
    <article className="card project-card" data-testid="project-card">
      <Img src={project.imageUrl} alt={project.title} width={400} height={225} className="card-media" />
      <div className="card-body">
        <p>
          <StatusBadge status={project.status} />
        </p>
        <h2 className="card-title clamp-2">{project.title}</h2>
        {project.description && <p className="muted clamp-3">{project.description}</p>}
        <dl className="mini-facts">
          {project.implementingAgency && (
            <div>
              <dt>Implementing agency</dt>
              <dd>{project.implementingAgency}</dd>
            </div>
          )}
          <div>
            <dt>Duration</dt>
            <dd>{project.implementationDuration}</dd>
          </div>
          <div>
            <dt>Participants</dt>
            <dd data-testid="participants">{totalParticipants(project.occupations)}</dd>
          </div>
          <div>
            <dt>Locations</dt>
            <dd>{project.locations?.length ?? 0}</dd>
          </div>
        </dl>
      </div>
      <div className="card-footer">
        <button type="button" className="button button-outline" onClick={onOpen} aria-haspopup="dialog">
          View Details
        </button>
      </div>
    </article>
  );
}

export default function ProjectsPage() {
  usePageMeta({ title: 'Our Projects', description: 'Training projects we implement with our partners across Nepal.' });
  const projects = useProjects();
  const [open, setOpen] = useState<Project | null>(null);
  const shown = byDisplayOrder(activeOnly(projects.data ?? []));

  return (
    <>
      <PageHero title="Our Projects" subtitle="Skill development projects delivered with our partners." />
      <section className="section">
        <div className="container">
          {projects.isPending ? (
            <SkeletonCards count={SKELETONS} />
          ) : projects.isError ? (
            <StateMessage tone="error" title="Failed to load projects. Please try again later." />
          ) : shown.length === 0 ? (
            <StateMessage icon="file" title="No projects available at this time." />
          ) : (
            <div className="card-grid">
              {shown.map((p) => (
                <ProjectCard key={p.id} project={p} onOpen={() => setOpen(p)} />
              ))}
            </div>
          )}
        </div>
      </section>
      {open && <ProjectDialog project={open} onClose={() => setOpen(null)} />}
    </>
  );
}

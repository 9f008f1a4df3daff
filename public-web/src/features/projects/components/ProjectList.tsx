import { listLoad } from '@/components/Img';
import type { Project } from '@institute/shared';
import { useState } from 'react';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';

/** 6 skeleton cards while projects load (docs/public-site.md, Constants). */
const SKELETONS = 6;

/** The Projects page's cards, each opening its details dialog. */
export function ProjectList() {
  const t = useTexts();
  const projects = useProjects();
  const [open, setOpen] = useState<Project | null>(null);
  const shown = projects.data ?? [];

  return (
    <>
      <section className="section">
        <div className="container">
          {projects.isPending ? (
            <SkeletonCards count={SKELETONS} />
          ) : projects.isError ? (
            <StateMessage tone="error" title={t('projects.loadError')} />
          ) : shown.length === 0 ? (
            <StateMessage icon="file" title={t('projects.empty')} />
          ) : (
            <div className="card-grid">
              {shown.map((p, i) => (
                <ProjectCard key={p.id} project={p} onOpen={() => setOpen(p)} load={listLoad(i)} />
              ))}
            </div>
          )}
        </div>
      </section>
      {open && <ProjectDialog project={open} onClose={() => setOpen(null)} />}
    </>
  );
}

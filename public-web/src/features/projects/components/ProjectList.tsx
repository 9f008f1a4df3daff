import { listLoad } from '@/components/Img';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './ProjectCard';

/** The Projects page's cards, each opening its details dialog (an island). */
export function ProjectList() {
  const t = useTexts();
  const projects = useProjects();
  const shown = projects.data ?? [];

  return (
    <>
      <section className="section">
        <div className="container">
          {projects.isError ? (
            <StateMessage tone="error" title={t('projects.loadError')} />
          ) : shown.length === 0 ? (
            <StateMessage icon="file" title={t('projects.empty')} />
          ) : (
            <div className="card-grid">
              {shown.map((p, i) => (
                <ProjectCard key={p.id} project={p} load={listLoad(i)} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

import type { Project } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { DIALOG_SIZES, Img } from '@/components/Img';
import { Modal } from '@/components/Modal';
import { StatusBadge } from './StatusBadge';
import './ProjectDialog.css';

export function ProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={project.title} wide>
      <Img
        src={project.imageUrl}
        media={project.media}
        sizes={DIALOG_SIZES}
        alt={project.title}
        width={800}
        height={450}
        className="dialog-media"
      />
      <ProjectDetails project={project} />
    </Modal>
  );
}

/** What 'View Details' tells of a project (in its dialog, or in the card before the page runs). */
export function ProjectDetails({ project }: { project: Project }) {
  const locations = project.locations ?? [];
  const occupations = project.occupations ?? [];
  return (
    <>
      {project.description && <p className="preserve-lines">{project.description}</p>}
      <DetailList
        rows={[
          ['Implementing Agency', project.implementingAgency || 'Not specified'],
          ['Funding Agency', project.fundingAgency || 'Not specified'],
          ['Implementation Duration', project.implementationDuration],
          ['Status', <StatusBadge status={project.status} />],
        ]}
      />
      <h3 className="dialog-subheading">Locations</h3>
      {locations.length > 0 ? (
        <ul className="chip-list">
          {locations.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No locations specified</p>
      )}
      <h3 className="dialog-subheading">Occupations</h3>
      {occupations.length > 0 ? (
        <ul className="occupation-list">
          {occupations.map((o) => (
            <li key={o.name}>
              <span>{o.name}</span>
              <strong>{o.count} persons</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No occupations specified</p>
      )}
    </>
  );
}

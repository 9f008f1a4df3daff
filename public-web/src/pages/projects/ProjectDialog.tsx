import { Img } from '../../components/Img';
import { Modal } from '../../components/Modal';
import type { Project } from '@institute/shared';
import { StatusBadge } from './StatusBadge';

export function ProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const locations = project.locations ?? [];
  const occupations = project.occupations ?? [];
  return (
    <Modal open onClose={onClose} title={project.title} wide>
      <Img src={project.imageUrl} alt={project.title} width={800} height={450} className="dialog-media" />
      {project.description && <p className="preserve-lines">{project.description}</p>}
      <dl className="detail-list">
        <div>
          <dt>Implementing Agency</dt>
          <dd>{project.implementingAgency || 'Not specified'}</dd>
        </div>
        <div>
          <dt>Funding Agency</dt>
          <dd>{project.fundingAgency || 'Not specified'}</dd>
        </div>
        <div>
          <dt>Implementation Duration</dt>
          <dd>{project.implementationDuration}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={project.status} />
          </dd>
        </div>
      </dl>
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
    </Modal>
  );
}

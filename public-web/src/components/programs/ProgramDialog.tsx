import { chooseProgramToApply } from '../../lib/apply-intent';
import type { Program } from '@institute/shared';
import { Icon } from '../Icon';
import { Img } from '../Img';
import { Modal } from '../Modal';
import { SectionLink } from '../SectionLink';

export function ProgramDialog({ program, open, onClose }: { program: Program; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={program.title} wide>
      <Img src={program.imageUrl} alt={program.title} width={800} height={450} className="dialog-media" />
      <dl className="detail-list">
        <div>
          <dt>Category</dt>
          <dd>{program.category}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{program.duration}</dd>
        </div>
        <div>
          <dt>Certification</dt>
          <dd>{program.certification || 'Not specified'}</dd>
        </div>
        <div>
          <dt>Entry Requirements</dt>
          <dd>{program.requirements || 'Not specified'}</dd>
        </div>
      </dl>
      <h3 className="dialog-subheading">Description</h3>
      <p className="preserve-lines">{program.description}</p>
      {(program.curriculumFile || program.nossFile) && (
        <>
          <h3 className="dialog-subheading">Downloads</h3>
          <div className="button-row">
            {program.curriculumFile && (
              <a className="button button-outline" href={program.curriculumFile} target="_blank" rel="noopener noreferrer">
                <Icon name="download" /> Curriculum
              </a>
            )}
            {program.nossFile && (
              <a className="button button-outline" href={program.nossFile} target="_blank" rel="noopener noreferrer">
                <Icon name="download" /> NOSS/OSS
              </a>
            )}
          </div>
        </>
      )}
      <div className="dialog-actions">
        <SectionLink
          section="apply"
          className="button"
          onNavigate={() => {
            chooseProgramToApply(program.title);
            onClose();
          }}
        >
          Apply for this Program
        </SectionLink>
      </div>
    </Modal>
  );
}

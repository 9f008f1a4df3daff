import type { Program } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { Icon } from '@/components/Icon';
import { DIALOG_SIZES, Img } from '@/components/Img';
import { Modal } from '@/components/Modal';
import { SectionLink } from '@/components/SectionLink';
import { chooseProgramToApply } from '@/lib/apply-intent';

export function ProgramDialog({ program, open, onClose }: { program: Program; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={program.title} wide>
      <Img
        src={program.imageUrl}
        media={program.media}
        sizes={DIALOG_SIZES}
        alt={program.title}
        width={800}
        height={450}
        className="dialog-media"
      />
      <ProgramDetails program={program} onApply={onClose} />
    </Modal>
  );
}

/** What 'Learn More' tells of a program (in its dialog, or in the card before the page runs); `onApply` after 'Apply for this Program'. */
export function ProgramDetails({ program, onApply }: { program: Program; onApply?: () => void }) {
  return (
    <>
      <DetailList
        rows={[
          ['Category', program.category],
          ['Duration', program.duration],
          ['Certification', program.certification || 'Not specified'],
          ['Entry Requirements', program.requirements || 'Not specified'],
        ]}
      />
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
            onApply?.();
          }}
        >
          Apply for this Program
        </SectionLink>
      </div>
    </>
  );
}

import type { Program } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { Icon } from '@/components/Icon';
import { DIALOG_SIZES, Img } from '@/components/Img';
import { Modal } from '@/components/Modal';
import { SectionLink } from '@/components/SectionLink';
import { chooseProgramToApply } from '@/lib/apply-intent';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';

export function ProgramDialog({ program, open, onClose }: { program: Program; open: boolean; onClose: () => void }) {
  const contentLang = useContentLang();
  return (
    <Modal open={open} onClose={onClose} title={program.title} titleLang={contentLang(program, 'title')} wide>
      <Img
        src={program.imageUrl}
        media={program.media}
        sizes={DIALOG_SIZES}
        alt={program.title}
        lang={contentLang(program, 'title')}
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
  const t = useTexts();
  const contentLang = useContentLang();
  /** A field's value, marked when it is English on a Nepali page, or 'Not specified'. */
  const field = (name: 'category' | 'duration' | 'certification' | 'requirements') =>
    program[name] ? <span lang={contentLang(program, name)}>{program[name]}</span> : t('common.notSpecified');
  return (
    <>
      <DetailList
        rows={[
          [t('programs.category'), field('category')],
          [t('programs.duration'), field('duration')],
          [t('programs.certification'), field('certification')],
          [t('programs.requirements'), field('requirements')],
        ]}
      />
      <h3 className="dialog-subheading">{t('programs.descriptionHeading')}</h3>
      <p className="preserve-lines" lang={contentLang(program, 'description')}>
        {program.description}
      </p>
      {(program.curriculumFile || program.nossFile) && (
        <>
          <h3 className="dialog-subheading">{t('programs.downloads')}</h3>
          <div className="button-row">
            {program.curriculumFile && (
              <a className="button button-outline" href={program.curriculumFile} target="_blank" rel="noopener noreferrer">
                <Icon name="download" /> {t('programs.curriculum')}
              </a>
            )}
            {program.nossFile && (
              <a className="button button-outline" href={program.nossFile} target="_blank" rel="noopener noreferrer">
                <Icon name="download" /> {t('programs.noss')}
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
          {t('programs.applyForProgram')}
        </SectionLink>
      </div>
    </>
  );
}

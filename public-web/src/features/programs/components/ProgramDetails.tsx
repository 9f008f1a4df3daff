import type { Program } from '@institute/shared';
import { DetailList } from '@/components/DetailList';
import { Icon } from '@/components/Icon';
import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';

/**
 * What 'Learn More' tells of a program (in its dialog, or in the card before the page runs); its
 * 'Apply for this Program' chooses the program in the application form (components/MoreDetails.island.tsx).
 */
export function ProgramDetails({ program }: { program: Program }) {
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
        <SectionLink section="apply" className="button">
          {t('programs.applyForProgram')}
        </SectionLink>
      </div>
    </>
  );
}

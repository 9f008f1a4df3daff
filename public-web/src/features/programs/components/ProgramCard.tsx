import type { Program } from '@institute/shared';
import { CARD_SIZES, type ImageLoad, Img } from '@/components/Img';
import { CardDetails } from '@/components/CardDetails';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';
import { ProgramDetails } from './ProgramDetails';

/**
 * A program card with its 'Learn More' dialog (home programs section and Programs page). Its
 * title is a heading one level below the list's: h3 under the home section's h2, h2 right under
 * the Programs page's h1 (headings never skip a level).
 */
export function ProgramCard({
  program,
  headingLevel = 3,
  load,
  sizes = CARD_SIZES,
}: {
  program: Program;
  headingLevel?: 2 | 3;
  load?: ImageLoad;
  sizes?: string;
}) {
  const t = useTexts();
  const contentLang = useContentLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card program-card">
      <Img
        src={program.imageUrl}
        media={program.media}
        sizes={sizes}
        load={load}
        alt={program.title}
        lang={contentLang(program, 'title')}
        width={400}
        height={225}
        className="card-media"
      />
      <div className="card-body">
        <p className="badge badge-blue" lang={contentLang(program, 'category')}>
          {program.category}
        </p>
        <Heading className="card-title clamp-2" lang={contentLang(program, 'title')}>
          {program.title}
        </Heading>
        <p className="card-meta" lang={contentLang(program, 'duration')}>
          {program.duration}
        </p>
        <p className="clamp-3 muted" lang={contentLang(program, 'description')}>
          {program.description}
        </p>
      </div>
      <div className="card-footer">
        <CardDetails record={program} label={t('programs.learnMore')} applyFor={program.title}>
          <ProgramDetails program={program} />
        </CardDetails>
      </div>
    </article>
  );
}

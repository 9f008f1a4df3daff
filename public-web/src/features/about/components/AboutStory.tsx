import type { AboutContent, AboutSection } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';
import { useAbout } from '../api/get-about';
import { TIMELINE } from '../utils/about-text';
import { AboutImage } from './AboutImage';
import './AboutStory.css';

/** The catalogue's texts of each 'Our Journey' year (utils/about-text.ts, TIMELINE). */
const TIMELINE_KEYS = {
  '2007': ['aboutTimeline.year2007', 'aboutTimeline.title2007', 'aboutTimeline.text2007'],
  '2008': ['aboutTimeline.year2008', 'aboutTimeline.title2008', 'aboutTimeline.text2008'],
  '2010': ['aboutTimeline.year2010', 'aboutTimeline.title2010', 'aboutTimeline.text2010'],
  '2012': ['aboutTimeline.year2012', 'aboutTimeline.title2012', 'aboutTimeline.text2012'],
  '2015': ['aboutTimeline.year2015', 'aboutTimeline.title2015', 'aboutTimeline.text2015'],
  '2018': ['aboutTimeline.year2018', 'aboutTimeline.title2018', 'aboutTimeline.text2018'],
  '2020': ['aboutTimeline.year2020', 'aboutTimeline.title2020', 'aboutTimeline.text2020'],
  '2025': ['aboutTimeline.year2025', 'aboutTimeline.title2025', 'aboutTimeline.text2025'],
} as const satisfies Record<(typeof TIMELINE)[number]['year'], readonly [string, string, string]>;

/** The built-in about, vision and mission texts (utils/about-text.ts, DEFAULT_ABOUT) in the page's language. */
const DEFAULT_KEYS = { about: 'aboutPage.defaultAbout', vision: 'aboutPage.defaultVision', mission: 'aboutPage.defaultMission' } as const;

/**
 * One about section's text: the stored one (in English, and so marked, where it has no Nepali
 * text), else the built-in one in the page's language, else nothing (history has no built-in text).
 */
function AboutText({ entries, section }: { entries: readonly AboutContent[] | undefined; section: AboutSection }) {
  const t = useTexts();
  const contentLang = useContentLang();
  const entry = entries?.find((e) => e.section === section);
  const stored = entry?.content?.trim();
  if (stored)
    return (
      <p className="preserve-lines" lang={contentLang(entry, 'content')}>
        {stored}
      </p>
    );
  if (section === 'history') return null;
  return <p className="preserve-lines">{t(DEFAULT_KEYS[section])}</p>;
}

/** The About page's 'Who We Are', vision and mission, and history with the 'Our Journey' timeline. */
export function AboutStory() {
  const t = useTexts();
  const entries = useAbout().data;
  const hasHistory = !!entries?.find((e) => e.section === 'history')?.content?.trim();
  return (
    <>
      <section id="about" className="section">
        <div className="container two-col">
          <div>
            <h2 className="section-title">{t('aboutPage.whoWeAre')}</h2>
            <AboutText entries={entries} section="about" />
          </div>
          <AboutImage />
        </div>
      </section>
      <section id="vision-mission" className="section section-alt">
        <div className="container card-grid grid-2">
          <article className="panel">
            <h2>{t('aboutPage.vision')}</h2>
            <AboutText entries={entries} section="vision" />
          </article>
          <article className="panel">
            <h2>{t('aboutPage.mission')}</h2>
            <AboutText entries={entries} section="mission" />
          </article>
        </div>
      </section>
      <section id="history" className="section">
        <div className="container narrow">
          {hasHistory && (
            <>
              <h2 className="section-title">{t('aboutPage.history')}</h2>
              <AboutText entries={entries} section="history" />
            </>
          )}
          <h2 className="section-title">{t('aboutPage.journey')}</h2>
          <ol className="timeline">
            {TIMELINE.map(({ year }) => {
              const [yearKey, titleKey, textKey] = TIMELINE_KEYS[year];
              return (
                <li key={year}>
                  <span className="timeline-year">{t(yearKey)}</span>
                  <div>
                    <h3>{t(titleKey)}</h3>
                    <p className="muted">{t(textKey)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </section>
    </>
  );
}

import type { AboutContent, AboutSection } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useAbout } from '../api/get-about';
import { TIMELINE_YEARS, useAboutText } from '../utils/about-text';
import { AboutImage } from './AboutImage';
import './AboutStory.css';

/** One about section's text (utils/about-text.ts), marked with its language; nothing for a section with none. */
function AboutText({ entries, section }: { entries: readonly AboutContent[] | undefined; section: AboutSection }) {
  const { text, lang } = useAboutText(entries)(section);
  if (!text) return null;
  return (
    <p className="preserve-lines" lang={lang}>
      {text}
    </p>
  );
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
            {TIMELINE_YEARS.map((year) => (
              <li key={year}>
                <span className="timeline-year">{t(`aboutTimeline.year${year}`)}</span>
                <div>
                  <h3>{t(`aboutTimeline.title${year}`)}</h3>
                  <p className="muted">{t(`aboutTimeline.text${year}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

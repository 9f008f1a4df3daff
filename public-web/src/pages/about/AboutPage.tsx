import { LEGACY_GRADUATES_DEFAULT, parseStatisticValue } from '@institute/shared';
import { Counter } from '../../components/Counter';
import { Img } from '../../components/Img';
import { LEGACY_COUNTER_MS } from '../../lib/counter';
import { PageHero } from '../../components/PageHero';
import { DEFAULT_ABOUT, TIMELINE } from '../../lib/content';
import { usePageMeta } from '../../lib/meta';
import { useAbout, useSiteSettings, useStatistics } from '../../lib/queries';
import { useHashScroll } from '../../lib/scroll';

export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description: 'Our story, vision and mission: a CTEVT-affiliated training institute since 2064 B.S. (2007 AD).',
  });
  useHashScroll();
  const settings = useSiteSettings();
  const entries = useAbout().data;
  const text = (section: 'about' | 'vision' | 'mission' | 'history') => entries?.find((e) => e.section === section)?.content?.trim();
  const statistics = useStatistics();
  const graduates = statistics.isPending
    ? null
    : parseStatisticValue(statistics.data?.find((s) => s.key === 'totalGraduates')?.value, LEGACY_GRADUATES_DEFAULT);
  const history = text('history');

  return (
    <>
      <PageHero title="About Us" subtitle="Building Nepal's skilled workforce since 2064 B.S. (2007 AD)." />
      <section id="about" className="section">
        <div className="container two-col">
          <div>
            <h2 className="section-title">Who We Are</h2>
            <p className="preserve-lines">{text('about') || DEFAULT_ABOUT.about}</p>
          </div>
          <Img
            src={settings.aboutImage}
            fallback="/about.svg"
            alt="The institute's campus and workshops"
            width={640}
            height={420}
            className="about-image"
          />
        </div>
      </section>
      <section id="vision-mission" className="section section-alt">
        <div className="container card-grid grid-2">
          <article className="panel">
            <h2>Our Vision</h2>
            <p className="preserve-lines">{text('vision') || DEFAULT_ABOUT.vision}</p>
          </article>
          <article className="panel">
            <h2>Our Mission</h2>
            <p className="preserve-lines">{text('mission') || DEFAULT_ABOUT.mission}</p>
          </article>
        </div>
      </section>
      <section id="history" className="section">
        <div className="container narrow">
          {history && (
            <>
              <h2 className="section-title">Our History</h2>
              <p className="preserve-lines">{history}</p>
            </>
          )}
          <h2 className="section-title">Our Journey</h2>
          <ol className="timeline">
            {TIMELINE.map((t) => (
              <li key={t.year}>
                <span className="timeline-year">{t.year}</span>
                <div>
                  <h3>{t.title}</h3>
                  <p className="muted">{t.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section legacy" aria-labelledby="legacy-title">
        <div className="container">
          <h2 id="legacy-title" className="section-title center light">
            Our Legacy
          </h2>
          <div className="stats-grid">
            <div className="stat">
              <span className="counter">18+ Years</span>
              <span className="stat-label">of training excellence</span>
            </div>
            <div className="stat">
              <Counter value={graduates} suffix="+" durationMs={LEGACY_COUNTER_MS} />
              <span className="stat-label">Graduates</span>
            </div>
            <div className="stat">
              <span className="counter">CTEVT</span>
              <span className="stat-label">Affiliated since 2065 B.S. (2008 AD)</span>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

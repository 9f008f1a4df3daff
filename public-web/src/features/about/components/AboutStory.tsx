import { useAbout } from '../api/get-about';
import { aboutText, TIMELINE } from '../utils/about-text';
import { AboutImage } from './AboutImage';
import './AboutStory.css';

/** The About page's 'Who We Are', vision and mission, and history with the 'Our Journey' timeline. */
export function AboutStory() {
  const entries = useAbout().data;
  const history = aboutText(entries, 'history');
  return (
    <>
      <section id="about" className="section">
        <div className="container two-col">
          <div>
            <h2 className="section-title">Who We Are</h2>
            <p className="preserve-lines">{aboutText(entries, 'about')}</p>
          </div>
          <AboutImage />
        </div>
      </section>
      <section id="vision-mission" className="section section-alt">
        <div className="container card-grid grid-2">
          <article className="panel">
            <h2>Our Vision</h2>
            <p className="preserve-lines">{aboutText(entries, 'vision')}</p>
          </article>
          <article className="panel">
            <h2>Our Mission</h2>
            <p className="preserve-lines">{aboutText(entries, 'mission')}</p>
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
    </>
  );
}

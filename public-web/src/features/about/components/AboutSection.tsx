import { Link } from 'react-router';
import { useAbout } from '../api/get-about';
import { aboutText } from '../utils/about-text';
import { AboutImage } from './AboutImage';

export function AboutSection() {
  const about = aboutText(useAbout().data, 'about');
  return (
    <section id="about" className="section section-alt">
      <div className="container two-col">
        <div>
          <h2 className="section-title">About the Institute</h2>
          <p className="preserve-lines about-text">{about}</p>
          <div className="button-row">
            <Link to="/about-us#vision-mission" className="button">
              Vision &amp; Mission
            </Link>
            <Link to="/about-us#history" className="button button-outline">
              Institute History
            </Link>
          </div>
        </div>
        <AboutImage />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { Img } from '../../components/Img';
import { DEFAULT_ABOUT } from '../../lib/content';
import { useAbout, useSiteSettings } from '../../lib/queries';

export function AboutSection() {
  const settings = useSiteSettings();
  const about = useAbout().data?.find((a) => a.section === 'about')?.content || DEFAULT_ABOUT.about;
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
  );
}

import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useAbout } from '../api/get-about';
import { useAboutText } from '../utils/about-text';
import { AboutImage } from './AboutImage';

export function AboutSection() {
  const t = useTexts();
  const to = useLocalePath();
  const about = useAboutText(useAbout().data)('about');
  return (
    <section id="about" className="section section-alt">
      <div className="container two-col">
        <div>
          <h2 className="section-title">{t('home.aboutTitle')}</h2>
          <p className="preserve-lines about-text" lang={about.lang}>
            {about.text}
          </p>
          <div className="button-row">
            <Link to={to('/about-us#vision-mission')} className="button">
              {t('home.visionMission')}
            </Link>
            <Link to={to('/about-us#history')} className="button button-outline">
              {t('home.history')}
            </Link>
          </div>
        </div>
        <AboutImage />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocalePath } from '@/lib/locale';
import { useAbout } from '../api/get-about';
import { AboutImage } from './AboutImage';

export function AboutSection() {
  const t = useTexts();
  const to = useLocalePath();
  const contentLang = useContentLang();
  // The stored text (in Nepali where it has one), else the built-in one in the page's language (utils/about-text.ts).
  const entry = useAbout().data?.find((e) => e.section === 'about');
  const stored = entry?.content?.trim();
  return (
    <section id="about" className="section section-alt">
      <div className="container two-col">
        <div>
          <h2 className="section-title">{t('home.aboutTitle')}</h2>
          <p className="preserve-lines about-text" lang={stored ? contentLang(entry, 'content') : undefined}>
            {stored || t('defaults.about')}
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

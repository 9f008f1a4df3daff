import { localeDigits } from '@institute/shared';
import type { EN_TEXTS } from '@institute/shared/catalogue/en';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/Icon';
import { SectionLink } from '@/components/SectionLink';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';
import { useSiteSettingLang, useSiteSettings } from '@/lib/site-settings';
import { telHref } from '@/lib/tel';
import './Footer.css';

/** The footer lists the first 4 programs (docs/public-site.md, Footer). */
const FOOTER_PROGRAMS = 4;

/** The brand names are the same in every language. */
const SOCIALS: readonly {
  key: 'facebookUrl' | 'twitterUrl' | 'linkedinUrl' | 'youtubeUrl' | 'instagramUrl';
  label: string;
  icon: IconName;
}[] = [
  { key: 'facebookUrl', label: 'Facebook', icon: 'facebook' },
  { key: 'twitterUrl', label: 'Twitter', icon: 'twitter' },
  { key: 'linkedinUrl', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'youtubeUrl', label: 'YouTube', icon: 'youtube' },
  { key: 'instagramUrl', label: 'Instagram', icon: 'instagram' },
];

type TextKey = `nav.${keyof typeof EN_TEXTS.nav}` | `footer.${keyof typeof EN_TEXTS.footer}`;

const QUICK_LINKS: readonly [to: string, label: TextKey][] = [
  ['/about-us', 'nav.about'],
  ['/news-notices', 'footer.newsNotices'],
  ['/downloads', 'nav.downloads'],
  ['/projects', 'nav.projects'],
  ['/teams', 'footer.ourTeam'],
  ['/donors', 'footer.partnersDonors'],
  ['/certificate-verify', 'nav.certificateVerify'],
];

export function Footer() {
  const settings = useSiteSettings();
  const settingLang = useSiteSettingLang();
  const programs = usePrograms().data ?? [];
  const socials = SOCIALS.filter((s) => settings[s.key]);
  const t = useTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const contentLang = useContentLang();
  const siteName = <span lang={settingLang('siteName')}>{settings.siteName}</span>;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" lang={settingLang('siteName')}>
            {settings.siteName}
          </h2>
          <p>{t('footer.about')}</p>
          <p className="footer-tagline">{t('layout.tagline')}</p>
          {socials.length > 0 && (
            <ul className="socials" aria-label={t('footer.socialMedia')}>
              {socials.map((s) => (
                <li key={s.key}>
                  <a href={settings[s.key]} target="_blank" rel="noopener noreferrer" aria-label={s.label} lang="en" data-social={s.key}>
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={to(path)}>{t(label)}</Link>
              </li>
            ))}
            <li>
              <SectionLink section="apply">{t('nav.applyNow')}</SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-programs">
          <h2 id="footer-programs">{t('nav.programs')}</h2>
          <ul className="footer-list" data-testid="footer-programs">
            {programs.slice(0, FOOTER_PROGRAMS).map((p) => (
              <li key={p.id}>
                <SectionLink section="programs">
                  <span lang={contentLang(p, 'title')}>{p.title}</span>
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={to('/programs')} className="footer-all">
                {`${t('home.viewAllPrograms')} (${localeDigits(programs.length, locale)})`}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('nav.contact')}</h2>
          <ul className="footer-list footer-contact">
            <li>
              <Icon name="pin" size={16} />
              <span>{t('defaults.address')}</span>
            </li>
            <li>
              <Icon name="phone" size={16} />
              <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
            </li>
            <li>
              <Icon name="mail" size={16} />
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            {t('footer.copyright')} {siteName}
            {t('footer.rightsReserved')}
          </p>
        </div>
      </div>
    </footer>
  );
}

import { INSTITUTE_ADDRESS, SITE_TAGLINE } from '@institute/shared';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/Icon';
import { SectionLink } from '@/components/SectionLink';
import { usePrograms } from '@/features/programs/api/get-programs';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import './Footer.css';

/** The footer lists the first 4 programs (docs/public-site.md, Footer). */
const FOOTER_PROGRAMS = 4;

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

const QUICK_LINKS: readonly [to: string, label: string][] = [
  ['/about-us', 'About Us'],
  ['/news-notices', 'News & Notices'],
  ['/downloads', 'Downloads'],
  ['/projects', 'Projects'],
  ['/teams', 'Our Team'],
  ['/donors', 'Partners & Donors'],
  ['/certificate-verify', 'Certificate Verify'],
];

export function Footer() {
  const settings = useSiteSettings();
  const programs = usePrograms().data ?? [];
  const socials = SOCIALS.filter((s) => settings[s.key]);

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{settings.siteName}</h2>
          <p>
            A technical and vocational training institute affiliated with CTEVT, established in 2064 B.S. (2007 AD). We offer practical
            390-hour skill programs leading to national skill test certification.
          </p>
          <p className="footer-tagline">{SITE_TAGLINE}</p>
          {socials.length > 0 && (
            <ul className="socials" aria-label="Social media">
              {socials.map((s) => (
                <li key={s.key}>
                  <a href={settings[s.key]} target="_blank" rel="noopener noreferrer" aria-label={s.label} data-social={s.key}>
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li>
              <SectionLink section="apply">Apply Now</SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-programs">
          <h2 id="footer-programs">Programs</h2>
          <ul className="footer-list" data-testid="footer-programs">
            {programs.slice(0, FOOTER_PROGRAMS).map((p) => (
              <li key={p.id}>
                <SectionLink section="programs">{p.title}</SectionLink>
              </li>
            ))}
            <li>
              <Link to="/programs" className="footer-all">
                View All Programs ({programs.length})
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul className="footer-list footer-contact">
            <li>
              <Icon name="pin" size={16} />
              <span>{INSTITUTE_ADDRESS}</span>
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
          <p>© 2025 {settings.siteName}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}

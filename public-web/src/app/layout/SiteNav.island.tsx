import type { EN_TEXTS } from '@institute/shared/catalogue/en';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '@/components/Icon';
import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useHydrated, usePageUrl } from '@/lib/ssr';

/**
 * Keeps --topbar-height on the header equal to the top bar's height, so the sticky header sits
 * that far above the viewport: the top bar scrolls away, the brand bar and nav stay.
 */
function useTopbarHeight() {
  const brandbarRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const header = brandbarRef.current?.closest<HTMLElement>('.site-header');
    const topbar = header?.querySelector<HTMLElement>('.topbar');
    if (!header || !topbar || !('ResizeObserver' in window)) return;
    const update = () => header.style.setProperty('--topbar-height', `${topbar.getBoundingClientRect().height}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(topbar);
    return () => observer.disconnect();
  }, []);
  return brandbarRef;
}

type NavLabel = keyof typeof EN_TEXTS.nav;
type NavItem = { label: NavLabel; to: string } | { label: NavLabel; section: string; cta?: boolean };

const NAV: readonly NavItem[] = [
  { label: 'home', to: '/' },
  { label: 'about', to: '/about-us' },
  { label: 'programs', section: 'programs' },
  { label: 'projects', to: '/projects' },
  { label: 'downloads', to: '/downloads' },
  { label: 'team', to: '/teams' },
  { label: 'news', to: '/news-notices' },
  { label: 'contact', section: 'contact' },
  { label: 'certificateVerify', to: '/certificate-verify' },
  { label: 'applyNow', section: 'apply', cta: true },
];

interface Props {
  siteName: string;
  /** 'en' when the site name is English on a Nepali page. */
  siteNameLang?: 'en';
  logoUrl: string;
}

/**
 * The header's brand bar and main navigation, an island (docs/public-site.md, Header): the menu
 * button opens and closes the navigation on a phone, Escape closes it and gives focus back to
 * the button. Before and without JavaScript the menu opens as the link's target (Header.css).
 */
export default function SiteNav({ siteName, siteNameLang, logoUrl }: Props) {
  const t = useTexts();
  const to = useLocalePath();
  const { pathname } = usePageUrl();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const brandbarRef = useTopbarHeight();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <>
      <div className="brandbar" ref={brandbarRef}>
        <div className="container brandbar-inner">
          <a href={to('/')} className="brand">
            <img src={logoUrl} alt="" width="56" height="56" className="brand-logo" />
            <span className="brand-text">
              <span className="brand-name" lang={siteNameLang}>
                {siteName}
              </span>
              <span className="brand-tagline">{t('layout.tagline')}</span>
            </span>
          </a>
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="main-nav"
              aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            </button>
          ) : (
            // Before and without JavaScript the menu opens as the link's target (Header.css).
            <a href="#main-nav" className="menu-toggle" aria-label={t('layout.openMenu')}>
              <Icon name="menu" size={24} />
            </a>
          )}
        </div>
      </div>
      <nav id="main-nav" className={menuOpen ? 'main-nav open' : 'main-nav'} aria-label={t('layout.mainNavigation')}>
        <ul className="container nav-list">
          {NAV.map((item) => {
            if (!('to' in item))
              return (
                <li key={item.label}>
                  <SectionLink section={item.section} className={item.cta ? 'nav-link nav-cta' : 'nav-link'} onNavigate={close}>
                    {t(`nav.${item.label}`)}
                  </SectionLink>
                </li>
              );
            const href = to(item.to);
            // The link to the page shown is marked (its address, without a trailing slash).
            const current = href === pathname.replace(/(.)\/$/, '$1');
            return (
              <li key={item.label}>
                <a
                  href={href}
                  className={current ? 'nav-link active' : 'nav-link'}
                  aria-current={current ? 'page' : undefined}
                  onClick={close}
                >
                  {t(`nav.${item.label}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

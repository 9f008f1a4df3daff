import { bikramSambatDate, type Locale, localePath, splitLocale } from '@institute/shared';
import type { EN_TEXTS } from '@institute/shared/catalogue/en';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '@/components/Icon';
import { SectionLink } from '@/components/SectionLink';
import { englishDate } from '@/lib/dates';
import { useTexts } from '@/lib/i18n';
import { useLocale, useLocalePath } from '@/lib/locale';
import { telHref, useSiteSettingLang, useSiteSettings, useSiteSettingsSettled } from '@/lib/site-settings';
import { useHydrated, useRenderInfo } from '@/lib/ssr';
import './Header.css';

/** The header date is refreshed every hour (docs/public-site.md, Header). */
const DATE_REFRESH_MS = 3_600_000;

/**
 * Now, refreshed hourly. The first render shows the time the page was rendered, as the server's
 * HTML does (a page cached at midnight must not make the browser disagree with it), and the
 * browser's own clock takes over right after.
 */
function useHourlyNow(): Date {
  const renderedAt = useRenderInfo()?.renderedAt;
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, DATE_REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * Keeps --topbar-height on the header equal to the top bar's height, so the sticky header sits
 * that far above the viewport: the top bar scrolls away, the brand bar and nav stay.
 */
function useTopbarHeight() {
  const headerRef = useRef<HTMLElement>(null);
  const topbarRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const header = headerRef.current;
    const topbar = topbarRef.current;
    if (!header || !topbar || !('ResizeObserver' in window)) return;
    const update = () => header.style.setProperty('--topbar-height', `${topbar.getBoundingClientRect().height}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(topbar);
    return () => observer.disconnect();
  }, []);
  return { headerRef, topbarRef };
}

/** The other language's name, written in it (docs/public-site.md, Languages). */
const SWITCH_LABEL: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };

/**
 * The link to the same page, path and query kept, in the other language: a plain link that the
 * server answers, so it works before the page's script has run and after (the other language's
 * reads and texts are then loaded with the page).
 */
function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const other: Locale = locale === 'ne' ? 'en' : 'ne';
  return (
    <p className="topbar-language">
      <a href={`${localePath(path, other)}${search}`} hrefLang={other} lang={other}>
        {SWITCH_LABEL[other]}
      </a>
    </p>
  );
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

export function Header() {
  const settings = useSiteSettings();
  const settingLang = useSiteSettingLang();
  // Until the settings arrive, their texts keep their place but stay unseen, so the defaults never flash.
  const settled = useSiteSettingsSettled() ? undefined : 'pending';
  const now = useHourlyNow();
  const locale = useLocale();
  const to = useLocalePath();
  const t = useTexts();
  // The menu is open on the page it was opened on: moving to another page closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const { headerRef, topbarRef } = useTopbarHeight();
  const { pathname } = useLocation();
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="topbar" ref={topbarRef}>
        <div className="container topbar-inner">
          <p className="topbar-date">
            <Icon name="calendar" size={14} />
            {/* A Nepali page shows the day in Bikram Sambat only, in Nepali (docs/public-site.md, Header). */}
            {locale === 'en' && (
              <>
                <span data-testid="date-en">{englishDate(now)}</span>
                <span aria-hidden="true" className="divider">
                  |
                </span>
              </>
            )}
            <span data-testid="date-bs" lang={locale}>
              {bikramSambatDate(now, locale)}
            </span>
          </p>
          <p className="topbar-contact" data-state={settled}>
            <a href={telHref(settings.contactPhone)}>
              <Icon name="phone" size={14} />
              <span>{settings.contactPhone}</span>
            </a>
            <a href={`mailto:${settings.contactEmail}`}>
              <Icon name="mail" size={14} />
              <span>{settings.contactEmail}</span>
            </a>
          </p>
          <LanguageSwitch />
        </div>
      </div>
      <div className="brandbar">
        <div className="container brandbar-inner">
          <Link to={to('/')} className="brand">
            <img src={settings.logoUrl} alt="" width="56" height="56" className="brand-logo" />
            <span className="brand-text" data-state={settled}>
              <span className="brand-name" lang={settingLang('siteName')}>
                {settings.siteName}
              </span>
              <span className="brand-tagline">{t('layout.tagline')}</span>
            </span>
          </Link>
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
          {NAV.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <NavLink to={to(item.to)} end className="nav-link" onClick={close}>
                  {t(`nav.${item.label}`)}
                </NavLink>
              ) : (
                <SectionLink section={item.section} className={item.cta ? 'nav-link nav-cta' : 'nav-link'} onNavigate={close}>
                  {t(`nav.${item.label}`)}
                </SectionLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

import { bikramSambatDate, type Locale, LOCALE_NAMES, localePath, splitLocale } from '@institute/shared';
import { Icon } from '@/components/Icon';
import { Island } from '@/lib/islands';
import { useLocale } from '@/lib/locale';
import { useSiteSettingLang, useSiteSettings } from '@/lib/site-settings';
import { telHref } from '@/lib/tel';
import { usePageUrl, useRenderInfo } from '@/lib/ssr';
import HeaderDate from './HeaderDate.island';
import SiteNav from './SiteNav.island';
import './Header.css';

/**
 * The link to the same page, path and query kept, in the other language: a plain link that the
 * server answers, so it works before the page's script has run and after (the other language's
 * reads and texts are then loaded with the page).
 */
function LanguageSwitch() {
  const { pathname, search } = usePageUrl();
  const { locale, path } = splitLocale(pathname);
  const other: Locale = locale === 'ne' ? 'en' : 'ne';
  return (
    <p className="topbar-language">
      <a href={`${localePath(path, other)}${search}`} hrefLang={other} lang={other}>
        {LOCALE_NAMES[other]}
      </a>
    </p>
  );
}

/**
 * The site header (docs/public-site.md, Header): the top bar (the day, the contacts, the language
 * switch) is the server's; the brand bar and the navigation are an island (SiteNav).
 */
export function Header() {
  const settings = useSiteSettings();
  const settingLang = useSiteSettingLang();
  const { renderedAt } = useRenderInfo();
  const locale = useLocale();

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          {/* A Nepali page shows the day in Bikram Sambat only, in Nepali (docs/public-site.md, Header). */}
          <Island of={HeaderDate} props={{ renderedAt, bikramSambat: bikramSambatDate(new Date(renderedAt), locale) }} />
          <p className="topbar-contact">
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
      <Island of={SiteNav} props={{ siteName: settings.siteName, siteNameLang: settingLang('siteName'), logoUrl: settings.logoUrl }} />
    </header>
  );
}

import { SUBSCRIPTION_PAGES } from '../content/subscriptions.js';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../i18n/locales.js';

/**
 * The public site's route table (docs/public-site.md, Routes): the site's router draws its
 * routes from it and the server its status codes, so the two never disagree about which
 * addresses exist.
 */
export type PublicPage =
  | 'Home'
  | 'About'
  | 'Programs'
  | 'Projects'
  | 'Downloads'
  | 'Team'
  | 'Donors'
  | 'NewsList'
  | 'Article'
  | 'CertificateVerify'
  | 'Login'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'SubscriptionConfirm'
  | 'SubscriptionConfirmed'
  | 'SubscriptionManage'
  | 'SubscriptionUnsubscribed';

export interface PublicRoute {
  /** '/segment' or '/segment/:param'. */
  readonly path: string;
  readonly page: PublicPage;
  /** The query parameters the page reads: with the path, the key of its rendered answer in the server's cache. */
  readonly query?: readonly string[];
  /** The page takes its form posted to it without JavaScript (docs/public-site.md, Forms without JavaScript). */
  readonly takesForm?: true;
  /**
   * The page's address carries a secret (the password-reset token), which the page holds: it is
   * answered `Cache-Control: no-store` and never kept (docs/caching.md).
   */
  readonly noStore?: true;
}

/**
 * The routes in English; the router and the server take them in both languages from
 * LOCALIZED_ROUTES and matchPublicRoute. @internal (exported for its tests)
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'Home', query: ['sent'], takesForm: true },
  { path: '/about-us', page: 'About' },
  { path: '/programs', page: 'Programs', query: ['q', 'category'] },
  { path: '/projects', page: 'Projects' },
  { path: '/downloads', page: 'Downloads', query: ['category'] },
  { path: '/teams', page: 'Team' },
  { path: '/donors', page: 'Donors' },
  { path: '/news-notices', page: 'NewsList', query: ['q', 'category', 'tab', 'page', 'sent'], takesForm: true },
  { path: '/news/:identifier', page: 'Article', query: ['sent'], takesForm: true },
  { path: '/certificate-verify', page: 'CertificateVerify', query: ['number'], takesForm: true },
  { path: '/login', page: 'Login' },
  { path: '/auth', page: 'Login' },
  { path: '/forgot-password', page: 'ForgotPassword' },
  { path: '/reset-password', page: 'ResetPassword', query: ['token'], noStore: true },
  // The pages a subscription's mails link to (docs/public-site.md, E-mail subscriptions): the token is a secret.
  { path: SUBSCRIPTION_PAGES.confirm, page: 'SubscriptionConfirm', query: ['token'], takesForm: true, noStore: true },
  { path: SUBSCRIPTION_PAGES.confirmed, page: 'SubscriptionConfirmed' },
  { path: SUBSCRIPTION_PAGES.manage, page: 'SubscriptionManage', query: ['token', 'sent'], takesForm: true, noStore: true },
  { path: SUBSCRIPTION_PAGES.unsubscribed, page: 'SubscriptionUnsubscribed' },
];

/** Old addresses that live on elsewhere: the server answers 301, the router navigates. */
const PUBLIC_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [{ from: '/history', to: '/about-us#history' }];

/** The path prefix of the Nepali pages (docs/public-site.md, Languages); English has none. */
const NEPALI_PREFIX = '/ne';

/**
 * `path` (an English address, with any query or hash) in `locale`: '/about-us' → '/ne/about-us',
 * '/' → '/ne', '/#apply' → '/ne#apply'. English addresses are returned as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${NEPALI_PREFIX}${path.slice(1)}` : `${NEPALI_PREFIX}${path}`;
}

/** The language of an address and its English path: '/ne/about-us' → { locale: 'ne', path: '/about-us' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ne(?=$|[/?#])/i.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: 'ne', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * The language versions of a page (docs/public-site.md, Languages), as the head and the sitemap
 * name them: absolute, `en` and `x-default` the English address, `ne` the Nepali one. `path` is
 * the page's English path, without query.
 */
export function alternateLinks(path: string, publicUrl: string): { hreflang: 'en' | 'ne' | 'x-default'; href: string }[] {
  const en = new URL(path, publicUrl).href;
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'ne', href: new URL(localePath(path, 'ne'), publicUrl).href },
    { hreflang: 'x-default', href: en },
  ];
}

/** Every route in every language, for the router: the Nepali ones are drawn from PUBLIC_ROUTES. */
export const LOCALIZED_ROUTES: readonly (PublicRoute & { readonly locale: Locale })[] = LOCALES.flatMap((locale) =>
  PUBLIC_ROUTES.map((route) => ({ ...route, path: localePath(route.path, locale), locale })),
);

/** The paths, in every language, of `page` when it takes a form posted to it: 'Home' → '/', '/ne'. */
export const pageFormPaths = (page: PublicPage): string[] =>
  LOCALIZED_ROUTES.filter((route) => route.takesForm && route.page === page).map((route) => route.path);

/** The paths, in every language, of the pages that take a form posted to them ('/', '/certificate-verify', '/ne', …). */
export const PAGE_FORM_PATHS: readonly string[] = LOCALIZED_ROUTES.filter((route) => route.takesForm).map((route) => route.path);

/** Every redirect in every language ('/ne/history' → '/ne/about-us#history'). */
export const LOCALIZED_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = LOCALES.flatMap((locale) =>
  PUBLIC_REDIRECTS.map(({ from, to }) => ({ from: localePath(from, locale), to: localePath(to, locale) })),
);

export interface PublicRouteMatch {
  route: PublicRoute;
  params: Record<string, string>;
  /** The language the address chooses. */
  locale: Locale;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * A decoded route parameter that could step out of the API path it is put in (docs/public-site.md,
 * Routes): a slash or backslash, `..`, or a NUL. No slug or id holds one.
 */
const unsafeParam = (value: string) => /[/\\\0]|\.\./.test(value);

/**
 * The route a path shows, with its decoded parameters; null for any other path (the 404
 * page), and for a path whose parameter holds `/`, `\`, `..` or a NUL. Matching is
 * case-insensitive and ignores one trailing slash, like the router's.
 */
export function matchPublicRoute(pathname: string): PublicRouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const parts = segments(path);
  for (const route of PUBLIC_ROUTES) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      if (pattern[i].startsWith(':')) {
        try {
          params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
          matches = !unsafeParam(params[pattern[i].slice(1)]);
        } catch {
          matches = false;
        }
      } else {
        matches = pattern[i].toLowerCase() === parts[i].toLowerCase();
      }
    }
    if (matches) return { route, params, locale };
  }
  return null;
}

/** Where a redirecting path goes, or null. */
export function publicRedirect(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  const english = `/${segments(path).join('/')}`.toLowerCase();
  const to = PUBLIC_REDIRECTS.find((r) => r.from === english)?.to;
  return to ? localePath(to, locale) : null;
}

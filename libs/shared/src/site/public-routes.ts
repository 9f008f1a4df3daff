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
  | 'ResetPassword';

export interface PublicRoute {
  /** '/segment' or '/segment/:param'. */
  readonly path: string;
  readonly page: PublicPage;
  /** The query parameters the page reads: with the path, the key of its rendered answer in the server's cache. */
  readonly query?: readonly string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'Home' },
  { path: '/about-us', page: 'About' },
  { path: '/programs', page: 'Programs' },
  { path: '/projects', page: 'Projects' },
  { path: '/downloads', page: 'Downloads' },
  { path: '/teams', page: 'Team' },
  { path: '/donors', page: 'Donors' },
  { path: '/news-notices', page: 'NewsList', query: ['q', 'tab', 'page'] },
  { path: '/news/:identifier', page: 'Article' },
  { path: '/certificate-verify', page: 'CertificateVerify', query: ['number'] },
  { path: '/login', page: 'Login' },
  { path: '/auth', page: 'Login' },
  { path: '/forgot-password', page: 'ForgotPassword' },
  { path: '/reset-password', page: 'ResetPassword', query: ['token'] },
];

/** Old addresses that live on elsewhere: the server answers 301, the router navigates. */
export const PUBLIC_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [{ from: '/history', to: '/about-us#history' }];

export interface PublicRouteMatch {
  route: PublicRoute;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path shows, with its decoded parameters; null for any other path (the 404
 * page). Matching is case-insensitive and ignores one trailing slash, like the router's.
 */
export function matchPublicRoute(pathname: string): PublicRouteMatch | null {
  const parts = segments(pathname);
  for (const route of PUBLIC_ROUTES) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let i = 0; i < pattern.length && matches; i++) {
      if (pattern[i].startsWith(':')) {
        try {
          params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          matches = false;
        }
      } else {
        matches = pattern[i].toLowerCase() === parts[i].toLowerCase();
      }
    }
    if (matches) return { route, params };
  }
  return null;
}

/** Where a redirecting path goes, or null. */
export function publicRedirect(pathname: string): string | null {
  const path = `/${segments(pathname).join('/')}`.toLowerCase();
  return PUBLIC_REDIRECTS.find((r) => r.from === path)?.to ?? null;
}

import { matchPublicRoute, type PublicPage } from '@institute/shared';
import type { QueryKey } from '@tanstack/react-query';
import { ABOUT_URL } from '@/features/about/api/get-about';
import { STATISTICS_URL } from '@/features/about/api/get-statistics';
import { DONORS_URL } from '@/features/donors/api/get-donors';
import { DOWNLOADS_URL } from '@/features/downloads/api/get-downloads';
import { HERO_SLIDES_URL } from '@/features/hero/api/get-hero-slides';
import { articleKey } from '@/features/news/api/get-article';
import { HOME_NEWS, latestNewsKey, newsCountsKey, newsPageKey } from '@/features/news/api/get-news';
import { readNewsListState } from '@/features/news/utils/news';
import { PROGRAMS_URL } from '@/features/programs/api/get-programs';
import { TRAINING_OPENINGS_URL } from '@/features/programs/api/get-training-openings';
import { PROJECTS_URL } from '@/features/projects/api/get-projects';
import { TEAM_URL } from '@/features/team/api/get-team';
import { SITE_SETTINGS_URL } from '@/lib/site-settings';

/** What every page's frame reads: the header and footer (settings, the footer's programs). */
const LAYOUT: QueryKey[] = [[SITE_SETTINGS_URL], [PROGRAMS_URL]];

/** The reads of each page of the route table, from its parameters and the address's query. */
const PAGE_DATA: Record<PublicPage, (params: Record<string, string>, search: URLSearchParams) => QueryKey[]> = {
  Home: () => [
    [HERO_SLIDES_URL],
    [STATISTICS_URL],
    latestNewsKey(HOME_NEWS),
    [TRAINING_OPENINGS_URL],
    [ABOUT_URL],
    [TEAM_URL],
    [DONORS_URL],
  ],
  About: () => [[ABOUT_URL], [STATISTICS_URL]],
  Programs: () => [],
  Projects: () => [[PROJECTS_URL]],
  Downloads: () => [[DOWNLOADS_URL]],
  Team: () => [[TEAM_URL]],
  Donors: () => [[DONORS_URL]],
  NewsList: (_, search) => {
    const { q, tab, page } = readNewsListState(search);
    return [newsPageKey(q, tab, page), newsCountsKey(q)];
  },
  Article: ({ identifier = '' }) => [articleKey(identifier)],
  CertificateVerify: () => [],
  Login: () => [],
  ForgotPassword: () => [],
  ResetPassword: () => [],
};

/**
 * The shared reads the page at `url` (path and query) makes, known from the route table, so the
 * server loads them all before it renders the page once (docs/public-site.md, Server rendering).
 * A read missing here still works: the server then renders a second time with it.
 */
export function pageData(url: string): QueryKey[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchPublicRoute(pathname);
  return match ? [...LAYOUT, ...PAGE_DATA[match.route.page](match.params, searchParams)] : LAYOUT;
}

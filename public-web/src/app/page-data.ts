import { type Locale, matchPublicRoute, type PublicPage, splitLocale } from '@institute/shared';
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
import { withLocale } from '@/lib/locale';
import { SITE_SETTINGS_URL } from '@/lib/site-settings';

/** A list read in the page's language: its key is its address, as useList makes it. */
const list = (url: string, locale: Locale): QueryKey => [withLocale(url, locale)];

/** What every page's frame reads: the header and footer (settings, the footer's programs). */
const LAYOUT = [SITE_SETTINGS_URL, PROGRAMS_URL];

/** The reads of each page of the route table, from its parameters, the address's query and the page's language. */
const PAGE_DATA: Record<PublicPage, (params: Record<string, string>, search: URLSearchParams, locale: Locale) => QueryKey[]> = {
  Home: (_, __, locale) => [
    ...[HERO_SLIDES_URL, STATISTICS_URL].map((url) => list(url, locale)),
    latestNewsKey(HOME_NEWS, locale),
    ...[TRAINING_OPENINGS_URL, ABOUT_URL, TEAM_URL, DONORS_URL].map((url) => list(url, locale)),
  ],
  About: (_, __, locale) => [list(ABOUT_URL, locale), list(STATISTICS_URL, locale)],
  Programs: () => [],
  Projects: (_, __, locale) => [list(PROJECTS_URL, locale)],
  Downloads: (_, __, locale) => [list(DOWNLOADS_URL, locale)],
  Team: (_, __, locale) => [list(TEAM_URL, locale)],
  Donors: (_, __, locale) => [list(DONORS_URL, locale)],
  NewsList: (_, search, locale) => {
    const { q, category, page } = readNewsListState(search);
    return [newsPageKey(q, category, page, locale), newsCountsKey(q, locale)];
  },
  Article: ({ identifier = '' }, _, locale) => [articleKey(identifier, locale)],
  CertificateVerify: () => [],
  Login: () => [],
  ForgotPassword: () => [],
  ResetPassword: () => [],
};

/**
 * The path of `url` (path and query) as the address spells it. Not read through `URL`, which
 * would resolve `..` and `%2E%2E`: `/news/..` is no route (the not-found page), not the home page.
 */
export const pagePath = (url: string) => url.replace(/[?#][\s\S]*$/, '');

/**
 * The shared reads the page at `url` (path and query) makes, known from the route table, so the
 * server loads them all before it renders the page once (docs/public-site.md, Server rendering).
 * A read missing here still works: the server then renders a second time with it.
 */
export function pageData(url: string): QueryKey[] {
  const pathname = pagePath(url);
  const { searchParams } = new URL(url, 'http://localhost');
  const match = matchPublicRoute(pathname);
  const locale = match?.locale ?? splitLocale(pathname).locale;
  const layout = LAYOUT.map((key) => list(key, locale));
  return match ? [...layout, ...PAGE_DATA[match.route.page](match.params, searchParams, locale)] : layout;
}

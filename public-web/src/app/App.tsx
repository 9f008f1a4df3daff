import { LOCALIZED_REDIRECTS, LOCALIZED_ROUTES, matchPublicRoute, type PublicListName, type PublicPage } from '@institute/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HOME_NEWS, loadNewsList } from '@/features/news/api/get-news';
import type { Loader } from '@/lib/page-data';
import { Layout } from './layout/Layout';

/** A loader querying the public lists `names` in the page's language. */
const lists =
  (...names: PublicListName[]): Loader =>
  ({ locale, api }) =>
    Object.fromEntries(names.map((name) => [name, api.list(name, locale)]));

/** What every page's frame queries: the header and footer (the settings, the footer's programs). */
const LAYOUT: Loader = lists('site-settings', 'programs');

/**
 * Each page of the route table (docs/public-site.md, Server rendering): its component, one chunk
 * per page so a visitor downloads only the page they open (page `X` is the module
 * src/app/routes/XPage.tsx, which is how the server finds the chunk and stylesheets of a page),
 * and its loader, the queries it makes from its parameters, the address's query and its language,
 * which the server runs before it renders the page once.
 */
const PAGES: Record<PublicPage, { page: LazyExoticComponent<ComponentType>; load?: Loader }> = {
  Home: {
    page: lazy(() => import('./routes/HomePage')),
    load: (args) => ({
      ...lists('hero-slides', 'statistics', 'training-openings', 'about', 'team', 'donors')(args),
      latestNews: args.api.news({ limit: HOME_NEWS, offset: 0 }, args.locale),
    }),
  },
  About: { page: lazy(() => import('./routes/AboutPage')), load: lists('about', 'statistics') },
  Programs: { page: lazy(() => import('./routes/ProgramsPage')) },
  Projects: { page: lazy(() => import('./routes/ProjectsPage')), load: lists('projects') },
  Downloads: { page: lazy(() => import('./routes/DownloadsPage')), load: lists('downloads') },
  Team: { page: lazy(() => import('./routes/TeamPage')), load: lists('team') },
  Donors: { page: lazy(() => import('./routes/DonorsPage')), load: lists('donors') },
  NewsList: { page: lazy(() => import('./routes/NewsListPage')), load: loadNewsList },
  Article: {
    page: lazy(() => import('./routes/ArticlePage')),
    load: ({ params, locale, api }) => ({ article: api.article(params.identifier ?? '', locale) }),
  },
  CertificateVerify: { page: lazy(() => import('./routes/CertificateVerifyPage')) },
  Login: { page: lazy(() => import('./routes/LoginPage')) },
  ForgotPassword: { page: lazy(() => import('./routes/ForgotPasswordPage')) },
  ResetPassword: { page: lazy(() => import('./routes/ResetPasswordPage')) },
  SubscriptionConfirm: { page: lazy(() => import('./routes/SubscriptionConfirmPage')) },
  SubscriptionConfirmed: { page: lazy(() => import('./routes/SubscriptionConfirmedPage')) },
  SubscriptionManage: {
    page: lazy(() => import('./routes/SubscriptionManagePage')),
    // The manage token is the page's address's; a page without one reads nothing.
    load: ({ search, api }) => ({ subscription: api.subscription(search.get('token')?.trim() ?? '') }),
  },
  SubscriptionUnsubscribed: { page: lazy(() => import('./routes/SubscriptionUnsubscribedPage')) },
};

/** The loaders of the page at a route (null: the not-found page): the frame's, then the page's. */
export const pageLoaders = (page: PublicPage | null): Loader[] => [LAYOUT, ...(page && PAGES[page].load ? [PAGES[page].load] : [])];

const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/**
 * A route's page, or the not-found page where the route table has no route for the address: a
 * parameter holding `/`, `\`, `..` or a NUL (docs/public-site.md, Routes). Such a page is never
 * rendered (the server runs only the frame's loader for it).
 */
function RoutePage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return matchPublicRoute(useLocation().pathname) ? <Page /> : <NotFoundPage />;
}

/**
 * The public route table of libs/shared in both languages (docs/public-site.md, Routes and
 * Languages), the same one the server answers from; /admin is the back office's own app. The router around it is the browser's
 * in the browser and a static one on the server.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {LOCALIZED_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<RoutePage page={PAGES[page].page} />} />
        ))}
        {LOCALIZED_REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

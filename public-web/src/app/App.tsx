import { LOCALIZED_REDIRECTS, LOCALIZED_ROUTES, matchPublicRoute, type PublicPage } from '@institute/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';

/**
 * One chunk per page: a visitor downloads only the page they open. Page `X` is the module
 * src/app/routes/XPage.tsx, which is how the server finds the chunk and stylesheets of a page.
 */
const PAGES: Record<PublicPage, LazyExoticComponent<ComponentType>> = {
  Home: lazy(() => import('./routes/HomePage')),
  About: lazy(() => import('./routes/AboutPage')),
  Programs: lazy(() => import('./routes/ProgramsPage')),
  Projects: lazy(() => import('./routes/ProjectsPage')),
  Downloads: lazy(() => import('./routes/DownloadsPage')),
  Team: lazy(() => import('./routes/TeamPage')),
  Donors: lazy(() => import('./routes/DonorsPage')),
  NewsList: lazy(() => import('./routes/NewsListPage')),
  Article: lazy(() => import('./routes/ArticlePage')),
  CertificateVerify: lazy(() => import('./routes/CertificateVerifyPage')),
  Login: lazy(() => import('./routes/LoginPage')),
  ForgotPassword: lazy(() => import('./routes/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('./routes/ResetPasswordPage')),
};
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/**
 * A route's page, or the not-found page where the route table has no route for the address: a
 * parameter holding `/`, `\`, `..` or a NUL (docs/public-site.md, Routes). Such a page is never
 * rendered, so its queries never put the parameter in an API path.
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
          <Route key={path} path={path} element={<RoutePage page={PAGES[page]} />} />
        ))}
        {LOCALIZED_REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

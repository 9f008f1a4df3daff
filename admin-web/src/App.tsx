import { lazy } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Notification,
  Resource,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { SITE_SETTING_DEFAULTS } from '@institute/shared';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import news from './news';
import team from './team';
import contactMessages from './contact-messages';
import applications from './applications';
import statistics from './statistics';
import donors from './donors';
import about from './about';
import programs from './programs';
import trainingOpenings from './training-openings';
import heroSlides from './hero-slides';
import downloads from './downloads';
import users from './users';
import projects from './projects';
import certificates from './certificates';
import auditLog from './audit-log';
import media from './media';
import backups from './backups';
import subscribers from './subscribers';

// Every screen is its own chunk (lib/lazyScreens.ts); the dashboard's download starts at once
// when the app opens on it, alongside the /api/user check, instead of after it.
const loadDashboard = () => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard }));
const dashboardFirst = /^\/admin(\/dashboard)?\/?$/.test(window.location.pathname) ? loadDashboard() : null;
const Dashboard = lazy(() => dashboardFirst ?? loadDashboard());
const Security = lazy(() => import('./account/Security').then((m) => ({ default: m.Security })));
const SiteConfiguration = lazy(() => import('./site-configuration/SiteConfiguration').then((m) => ({ default: m.SiteConfiguration })));

const store = localStorageStore();

/**
 * react-admin's <Admin> is <AdminContext> + <AdminUI>; AdminUI's defaults import the login form
 * (and with it react-hook-form and the inputs) into the first download although this app has no
 * login page. The same two parts, written out with only the pages used, keep them in the chunks
 * of the screens that have forms.
 */
export function App() {
  // react-admin defaults to a hash router; the paths are real ones under /admin (docs/back-office.md, Screens).
  return (
    <BrowserRouter basename="/admin">
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} store={store}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={`Back office · ${SITE_SETTING_DEFAULTS.siteName}`}
            layout={Layout}
            // Signing in happens on the public site's /auth page (authProvider.ts, README).
            loginPage={false}
            dashboard={Dashboard}
            requireAuth
            disableTelemetry
            catchAll={NotFound}
            error={ErrorPage}
            loading={LoadingPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
          >
            <Resource name="news" {...news} />
            <Resource name="team" {...team} />
            <Resource name="about" {...about} />
            <Resource name="statistics" {...statistics} />
            <Resource name="donors" {...donors} />
            <Resource name="programs" {...programs} />
            <Resource name="training-openings" {...trainingOpenings} />
            <Resource name="hero-slides" {...heroSlides} />
            <Resource name="projects" {...projects} />
            <Resource name="downloads" {...downloads} />
            <Resource name="uploads" {...media} />
            <Resource name="certificates" {...certificates} />
            <Resource name="contact-messages" {...contactMessages} />
            <Resource name="applications" {...applications} />
            <Resource name="subscribers" {...subscribers} />
            <Resource name="users" {...users} />
            <Resource name="audit-log" {...auditLog} />
            <Resource name="backups" {...backups} />
            <CustomRoutes noLayout>
              {/* The former sign-in page: bookmarks land on the dashboard, or on /auth when signed out. */}
              <Route path="/login" element={<Navigate to="/" replace />} />
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/dashboard" element={<Dashboard />} />
              <Route path="/site-configuration" element={<SiteConfiguration />} />
              <Route path="/security" element={<Security />} />
            </CustomRoutes>
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </AdminContext>
    </BrowserRouter>
  );
}

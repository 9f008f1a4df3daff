import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { SITE_SETTING_DEFAULTS } from '@institute/shared';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
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
import { SiteConfiguration } from './site-configuration/SiteConfiguration';

export function App() {
  // react-admin defaults to a hash router; the spec's paths are real ones under /admin.
  return (
    <BrowserRouter basename="/admin">
    <Admin
      title={`Back office · ${SITE_SETTING_DEFAULTS.siteName}`}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
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
      <Resource name="certificates" {...certificates} />
      <Resource name="contact-messages" {...contactMessages} />
      <Resource name="applications" {...applications} />
      <Resource name="users" {...users} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/site-configuration" element={<SiteConfiguration />} />
      </CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}

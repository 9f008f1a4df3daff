import type { E2eServer, ServerOptions } from '../../../e2e-support/server';
import { AdminApi } from './admin-api';
import {
  ABOUT,
  ADMIN,
  CERTIFICATE,
  DONORS,
  DOWNLOADS,
  INACTIVE_PROGRAM,
  INACTIVE_PROJECT,
  NEWS,
  PROGRAMS,
  PROJECTS,
  SETTINGS,
  STATISTICS,
  TEAM,
} from './fixtures';

/** The built API serving the built public site, as every worker's server runs it. */
export const SERVER: ServerOptions = {
  name: 'public-web',
  builds: ['public-web'],
  demo: false,
  env: {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // Every test comes from one IP; the form tests submit more than a visitor would.
    RATE_LIMIT_FACTOR: '100',
  },
};

/** The known content (fixtures.ts), created through the admin API. */
export async function fill(server: E2eServer): Promise<void> {
  const api = await AdminApi.signIn(server.url);
  for (const [key, value] of Object.entries(SETTINGS)) await api.put(`/api/admin/site-settings/${key}`, { value });
  for (const program of [...PROGRAMS, INACTIVE_PROGRAM]) await api.post('/api/admin/programs', program);
  for (const item of Object.values(NEWS)) await api.post('/api/admin/news', item);
  for (const member of TEAM) await api.post('/api/admin/team', member);
  for (const donor of DONORS) await api.post('/api/admin/donors', donor);
  for (const statistic of STATISTICS) await api.post('/api/admin/statistics', statistic);
  for (const [section, entry] of Object.entries(ABOUT)) await api.put(`/api/admin/about/${section}`, entry);
  await api.post('/api/admin/hero-slides', {
    title: 'Admissions Open Now',
    subtitle: 'Morning and day shifts',
    image: '/hero.svg',
    ctaText: 'Apply Today',
    ctaLink: '#apply',
  });
  for (const project of [...PROJECTS, INACTIVE_PROJECT]) await api.post('/api/admin/projects', project);
  for (const download of DOWNLOADS) await api.post('/api/admin/downloads', download);
  await api.post('/api/admin/certificates', CERTIFICATE);
}

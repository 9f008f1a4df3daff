import type { FullConfig } from '@playwright/test';
import { AdminApi } from './support/admin-api';
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
} from './support/fixtures';
import { startServer } from '../../e2e-support/server';

/**
 * Starts the built API (which serves the built public site) on a throwaway database, creates
 * the known content through the admin API, and hands the address to the tests. Nothing is
 * built here: run the two builds first. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const server = await startServer({
    name: 'public-web',
    builds: ['public-web'],
    demo: false,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Every test comes from one IP; the form tests submit more than a visitor would.
      RATE_LIMIT_FACTOR: '100',
    },
  });
  try {
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
  } catch (error) {
    await server.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_OUTBOX_DIR = server.outboxDir;
  return () => server.stop();
}

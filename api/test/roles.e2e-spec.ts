import { can, ROLES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { ADMIN_ROUTES } from './support/admin-routes';
import { startTestApp, type TestApp } from './support/app';

/** The routes the running app serves under /api/admin, as "METHOD /path/:param". */
function registeredAdminRoutes(t: TestApp): string[] {
  const express = t.running.app.getHttpAdapter().getInstance() as { router: { stack: any[] } };
  const out: string[] = [];
  for (const layer of express.router.stack) {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route || !route.path.startsWith('/api/admin')) continue;
    for (const method of Object.keys(route.methods)) if (method !== '_all') out.push(`${method.toUpperCase()} ${route.path}`);
  }
  return out.sort();
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, UNKNOWN_ID);

describe('role matrix of every admin route', () => {
  let t: TestApp;
  const agents: Record<string, TestAgent> = {};
  beforeAll(async () => {
    t = await startTestApp();
    agents.admin = await t.signIn();
    for (const role of ['editor', 'viewer']) {
      await t.createUser({ username: `matrix-${role}`, password: 'secret-1', role });
      agents[role] = await t.signIn(`matrix-${role}`, 'secret-1');
    }
  });
  afterAll(() => t.close());

  it('lists exactly the admin routes the app serves', () => {
    expect(registeredAdminRoutes(t)).toEqual(ADMIN_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  describe.each(ADMIN_ROUTES.map((r) => [`${r[0]} ${r[1]}`, ...r] as const))('%s', (_name, method, path, area, access) => {
    const call = (agent: TestAgent) => agent[method.toLowerCase() as 'get'](concrete(path)).send({});

    it('answers 401 when signed out', async () => {
      expect((await call(t.agent())).status).toBe(401);
    });

    it.each(ROLES)('lets %s in only with the right', async (role) => {
      const status = (await call(agents[role])).status;
      if (can(role, area, access)) expect([401, 403]).not.toContain(status);
      else expect(status).toBe(403);
      expect(status).toBeLessThan(500);
    });
  });
});

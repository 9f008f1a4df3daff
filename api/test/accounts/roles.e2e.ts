import { can, ROLES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { servedRoutes, startTestApp, type TestApp } from '../support/app';

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
    const admin = servedRoutes(t).filter((route) => route.split(' ')[1].startsWith('/api/admin'));
    expect(admin).toEqual(ADMIN_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
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

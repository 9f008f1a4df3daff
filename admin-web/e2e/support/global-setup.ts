import { ACCOUNTS } from './accounts';
import { startServer } from '../../../e2e-support/server';

/** One API process on one throwaway database for the whole run (1 worker). */
export default async function globalSetup() {
  const server = await startServer({
    name: 'admin-web',
    // The back office, and the public site for its sign-in page (/auth).
    builds: ['admin-web', 'public-web'],
    demo: true,
    env: {
      ADMIN_USERNAME: ACCOUNTS.admin.username,
      ADMIN_PASSWORD: ACCOUNTS.admin.password,
      // Every test signs in; the default sign-in limit would stop the suite.
      RATE_LIMIT_FACTOR: '1000',
      LOGIN_MAX_ATTEMPTS: '10000',
    },
  });
  try {
    await createStaff(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  // Read by playwright.config.ts in the workers, which load it after this setup has run.
  process.env.ADMIN_E2E_URL = server.url;
  return async () => {
    await server.stop();
  };
}

async function createStaff(url: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.admin),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (const role of ['editor', 'viewer'] as const) {
    const res = await fetch(`${url}/api/admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ ...ACCOUNTS[role], role, status: 'active', isActive: true }),
    });
    if (!res.ok) throw new Error(`creating the ${role} failed: ${res.status} ${await res.text()}`);
  }
}

import type { E2eServer, ServerOptions } from '../../../e2e-support/server';
import { ACCOUNTS } from './accounts';

/** The built API with the demo content, serving the back office and the public site (for its sign-in page, /auth). */
export const SERVER: ServerOptions = {
  name: 'admin-web',
  builds: ['admin-web', 'public-web'],
  demo: true,
  env: {
    ADMIN_USERNAME: ACCOUNTS.admin.username,
    ADMIN_PASSWORD: ACCOUNTS.admin.password,
    // Every test signs in; the default sign-in limit would stop the suite.
    RATE_LIMIT_FACTOR: '1000',
    LOGIN_MAX_ATTEMPTS: '10000',
  },
};

/** The staff the suite signs in as besides the administrator: the editor and the viewer. */
export async function fill({ url }: E2eServer): Promise<void> {
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

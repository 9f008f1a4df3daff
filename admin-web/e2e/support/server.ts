import type { E2eServer, ServerOptions } from '../../../e2e-support/server';
import { ACCOUNTS } from './accounts';
import { subscribe } from './mail';

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

/** Signs `account` in through the API and gives its session cookie. */
async function sessionOf(url: string, account: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`${account.username}'s sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The e-mail subscribers the screens show: one confirmed, in Nepali, and one that never confirmed. */
const SUBSCRIBERS = {
  confirmed: { email: 'sita.subscriber@example.com', categories: ['notice', 'result'], locale: 'ne' },
  unconfirmed: { email: 'ram.unconfirmed@example.com', locale: 'en' },
} as const;

/**
 * The staff the suite signs in as besides the administrator (the editor, the viewer and the Nepali
 * administrator), and the subscribers.
 */
export async function fill(server: E2eServer): Promise<void> {
  const { url } = server;
  const cookie = await sessionOf(url, ACCOUNTS.admin);
  for (const [name, role] of [
    ['editor', 'editor'],
    ['viewer', 'viewer'],
    ['nepali', 'admin'],
  ] as const) {
    const res = await fetch(`${url}/api/admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ ...ACCOUNTS[name], role, status: 'active', isActive: true }),
    });
    if (!res.ok) throw new Error(`creating the ${name} account failed: ${res.status} ${await res.text()}`);
  }
  const locale = await fetch(`${url}/api/user/locale`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: await sessionOf(url, ACCOUNTS.nepali) },
    body: JSON.stringify({ locale: 'ne' }),
  });
  if (!locale.ok) throw new Error(`choosing Nepali failed: ${locale.status} ${await locale.text()}`);
  await subscribe(server, { ...SUBSCRIBERS.confirmed, categories: [...SUBSCRIBERS.confirmed.categories] });
  await subscribe(server, SUBSCRIBERS.unconfirmed, false);
}

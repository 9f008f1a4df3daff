import { readdirSync } from 'node:fs';
import TestAgent from 'supertest/lib/agent';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Routing and the checks made on the path (cross-site writes, the /api/admin rule) read one
 * and the same path (docs/api.md, Requests): routes match only as written, in lower case and
 * without a trailing slash, so no other spelling reaches a handler past a check it escaped.
 */
const PUBLIC_WRITES = [
  '/api/login',
  '/api/logout',
  '/api/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/applications',
  '/api/contact',
  '/api/certificates/verify',
];

const ID = '00000000-0000-4000-8000-000000000000';

const WRITES = [
  ...ADMIN_ROUTES.filter(([method]) => method !== 'GET').map(([method, path]) => [method, path.replace(/:[a-zA-Z]+/g, ID)]),
  ...PUBLIC_WRITES.map((path) => ['POST', path]),
] as [string, string][];

/** Other spellings of a path that a case-insensitive, non-strict router would take for it. */
function spellings(path: string): string[] {
  return [
    path.replace('/api/', '/API/'),
    path.replace('/api/', '/Api/').replace('/admin/', '/Admin/'),
    path.replace(/\/([a-z])/g, (_m, c: string) => '/' + c.toUpperCase()),
    path + '/',
    path.replace('/api/', '/API/') + '/',
  ];
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('other spellings of a write path', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_REGISTRATION: 'true' } });
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it.each(WRITES.flatMap(([method, path]) => spellings(path).map((spelling) => [method, spelling])))(
    'reach no handler from a foreign site: %s %s',
    async (method, path) => {
      const res = await admin[method.toLowerCase() as 'post'](path)
        .set('Origin', 'https://evil.example')
        .send({ title: 'Forged', content: 'c', excerpt: 'e', status: 'published', username: 'x', password: 'y', email: 'a@b.cd' });
      expect([403, 404]).toContain(res.status);
    },
  );

  it('create nothing: a signed-in cookie sent from a foreign site to /API/admin/news makes no article', async () => {
    const res = await admin
      .post('/API/admin/news')
      .set('Origin', 'https://evil.example')
      .send({ title: 'Forged', content: 'c', excerpt: 'e', status: 'published' });
    expect([403, 404]).toContain(res.status);
    expect(await t.sql(`SELECT id FROM news WHERE title = 'Forged'`)).toEqual([]);
  });

  it('store no file: a multipart upload from a foreign site to /API/admin/uploads is refused', async () => {
    const res = await admin
      .post('/API/admin/uploads')
      .set('Origin', 'https://evil.example')
      .attach('file', PNG, { filename: 'x.png', contentType: 'image/png' });
    expect([403, 404, 415]).toContain(res.status);
    let stored: string[] = [];
    try {
      stored = readdirSync(`${t.config.dataDir}/uploads`, { recursive: true }) as string[];
    } catch {
      // no uploads folder: nothing stored
    }
    expect(stored.filter((name) => name.endsWith('.png'))).toEqual([]);
  });

  it('are refused even from this site: the one spelling is the lower-case one without a trailing slash', async () => {
    expect((await admin.post('/API/admin/news').send({ title: 'Other spelling', content: 'c', excerpt: 'e' })).status).toBe(404);
    expect((await admin.post('/api/admin/news/').send({ title: 'Other spelling', content: 'c', excerpt: 'e' })).status).toBe(404);
    expect((await admin.post('/api/admin/news').send({ title: 'Right spelling', content: 'c', excerpt: 'e' })).status).toBe(201);
  });
});

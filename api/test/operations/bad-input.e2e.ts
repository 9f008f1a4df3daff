import * as shared from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Whatever a client sends, a write answers 4xx, never 5xx (docs/api.md, Status codes). Every write
 * route, admin and public, gets bodies whose fields (every field any rule table of
 * libs/shared knows, plus the users' and auth fields) hold the wrong kind of value.
 */
const FIELDS = [
  ...new Set([
    ...Object.entries(shared)
      .filter(([name]) => name.endsWith('_RULES'))
      .flatMap(([, table]) => Object.keys(table as object)),
    ...[
      'username',
      'password',
      'email',
      'role',
      'status',
      'isActive',
      'permissions',
      'firstName',
      'lastName',
      'token',
      'newPassword',
      'value',
      'notes',
    ],
  ]),
];

const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const BODIES: [label: string, body: unknown][] = [
  ['nulls', everyField(null)],
  ['numbers', everyField(-1.5e308)],
  ['booleans', everyField(true)],
  ['objects', everyField({ $gt: '' })],
  ['arrays of objects', everyField([{ name: {}, count: 'x' }])],
  ['10 kB strings', everyField('x'.repeat(10_000))],
  ['control characters and SQL', everyField("'; DROP TABLE users; --\u0000")],
  ['a JSON array', [{ title: 'x' }]],
];

const PUBLIC_WRITES = [
  '/api/login',
  '/api/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/applications',
  '/api/contact',
  '/api/certificates/verify',
];

const WRITES = [
  ...ADMIN_ROUTES.filter(([method]) => method !== 'GET').flatMap(([method, path]) =>
    path.includes(':')
      ? [
          [method, path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')],
          [method, path.replace(/:[a-zA-Z]+/g, 'not-an-id')],
        ]
      : [[method, path]],
  ),
  ...PUBLIC_WRITES.map((path) => ['POST', path]),
] as [string, string][];

describe('bad input on every write route', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_REGISTRATION: 'true' } });
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  describe.each(WRITES)('%s %s', (method, path) => {
    const send = (agent: TestAgent) => agent[method.toLowerCase() as 'post'](path);

    it.each(BODIES)('answers 4xx to %s', async (_label, body) => {
      const res = await send(admin).send(body as object);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it('answers 4xx to malformed JSON', async () => {
      const res = await send(admin).set('Content-Type', 'application/json').send('{"title": ');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  });

  it('logged no server error', () => {
    expect(t.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

import { GENERIC_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { servedRoutes, startTestApp, type TestApp } from '../support/app';

/**
 * A NUL character, or bytes that are not UTF-8, in a request's address is refused before it
 * reaches PostgreSQL, whose text cannot hold it (docs/api.md, Requests): 404 in an identifier,
 * 400 in a query parameter or inside a list's filter, on every route, public and admin.
 */
const BAD_SEGMENTS = ['%00', 'abc%00def', '%C0%80', '%FF'];
const BAD_QUERIES = ['q=%00', 'x=%00', 'q=%FF', 'search=%C0%80'];

describe('unstorable text in the address', () => {
  let t: TestApp;
  let admin: TestAgent;
  let withId: string[] = [];
  let withoutId: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
    const gets = servedRoutes(t)
      .filter((route) => route.startsWith('GET '))
      .map((route) => route.slice(4));
    withId = [...gets.filter((path) => path.includes(':')), '/news/:identifier'];
    withoutId = [...gets.filter((path) => !path.includes(':')), '/', '/news-notices'];
  });
  afterAll(() => t.close());

  const statuses = (urls: string[], method: 'get' | 'head' = 'get') =>
    Promise.all(urls.map(async (url) => [url, (await admin[method](url)).status] as const));

  it.each(BAD_SEGMENTS)('answers 404 to %s as an identifier on every route that takes one', async (segment) => {
    const answers = await statuses(withId.map((path) => path.replace(/:[a-zA-Z]+/g, segment)));
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
  });

  it('answers a HEAD of an article named by a NUL as its GET', async () => {
    expect((await t.agent().head('/api/news/%00')).status).toBe(404);
  });

  it.each(BAD_QUERIES)('answers 400 to ?%s on every route', async (query) => {
    const answers = await statuses(withoutId.map((path) => `${path}?${query}`));
    expect(answers.filter(([, status]) => status !== 400)).toEqual([]);
  });

  it('refuses a NUL in a parameter the route does not read even when its answer is kept', async () => {
    await t.agent().get('/api/programs').expect(200);
    expect((await t.agent().get('/api/programs')).headers['cache-status']).toBe('institute; hit');
    const res = await t.agent().get('/api/programs?utm_source=%00');
    expect([res.status, res.body.details]).toEqual([
      400,
      [{ field: 'utm_source', message: GENERIC_MESSAGES.unstorable, code: 'generic.unstorable' }],
    ]);
  });

  it('answers 400 to a NUL inside the filter of every admin list and export', async () => {
    const lists = withoutId.filter((path) => path.startsWith('/api/admin/'));
    expect(lists).toEqual(expect.arrayContaining(['/api/admin/applications/export', '/api/admin/audit-log']));
    for (const filter of [{ q: '\u0000' }, { status: 'x\u0000' }, { id: ['\u0000'] }]) {
      const answers = await statuses(lists.map((path) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`));
      expect(answers.filter(([, status]) => status !== 400)).toEqual([]);
    }
  });

  it('answers a write to an identifier holding a NUL with 404, changing nothing', async () => {
    const res = await admin.put('/api/admin/news/%00').send({ title: 'x' });
    expect(res.status).toBe(404);
  });

  it('logged no server error', () => {
    expect(t.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

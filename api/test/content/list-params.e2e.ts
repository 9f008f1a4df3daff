import TestAgent from 'supertest/lib/agent';
import { servedRoutes, startTestApp, type TestApp } from '../support/app';

/**
 * Whatever a client puts in the query string of a read, the answer is 2xx or 4xx, never 5xx
 * (docs/api.md, Status codes). Every GET route the app serves, public and admin, gets the list
 * parameters (range, sort, filter, page, limit, offset, search, category) with values out of
 * any bound, of the wrong kind, repeated or malformed.
 */
const HUGE = ['1e300', '1e21', '9007199254740993', '-1', '1.5', 'NaN', '0x10', '99999999999999999999'];

const QUERIES: string[] = [
  'range=[1e300,1e300]',
  'range=[0,1e300]',
  'range=[9007199254740993,9007199254740999]',
  'range=[2147483647,2147483648]',
  'range=[1e15,1e15]',
  'range=[-1,5]',
  'range=[0.5,1]',
  'range=["0","9"]',
  'range=[0]',
  'range={}',
  'range=[',
  'range=[0,9]&range=[0,9]',
  'sort=["id","SIDEWAYS"]',
  'sort=["no_such_column","ASC"]',
  'sort=[1e300,"ASC"]',
  'sort=null',
  'filter={"id":["not-a-uuid",1e300,true]}',
  'filter={"q":1e300}',
  'filter={"q":"%_\\\\"}',
  'filter=[]',
  'filter={"no_such_column":1}',
  'filter={"status":{"$gt":""}}',
  ...HUGE.flatMap((n) => [`page=${n}`, `limit=${n}&offset=${n}`]),
  'page=999999999&limit=100',
  'page=1&page=2',
  'limit[]=1',
  'search[]=x',
  'search=' + 'x'.repeat(5000),
  'category=1e300',
  'category[]=x',
  'category=%00',
];

const ID_VALUES = ['00000000-0000-4000-8000-000000000000', '1e300'];

describe('list parameters on every read', () => {
  let t: TestApp;
  let admin: TestAgent;
  let paths: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
    await admin.post('/api/admin/news').send({ title: 'One', content: 'c', excerpt: 'e', status: 'published' }).expect(201);
    paths = servedRoutes(t)
      .filter((route) => route.startsWith('GET '))
      .flatMap((route) => {
        const path = route.slice(4);
        return path.includes(':') ? ID_VALUES.map((id) => path.replace(/:[a-zA-Z]+/g, encodeURIComponent(id))) : [path];
      });
  });
  afterAll(() => t.close());

  it('reads the routes from the app', () => {
    expect(paths).toEqual(expect.arrayContaining(['/api/admin/news', '/api/news', '/api/admin/certificates']));
  });

  it.each(QUERIES.map((q) => [q.length > 80 ? q.slice(0, 60) + '…' : q, q]))(
    'answers ?%s below 500 on every GET route',
    async (_label, query) => {
      const answers = await Promise.all(paths.map(async (path) => [path, (await admin.get(`${path}?${query}`)).status] as const));
      expect(answers.filter(([, status]) => status >= 500)).toEqual([]);
    },
  );

  it('answers a range beyond any page with 400', async () => {
    const res = await admin.get('/api/admin/news?range=[1e300,1e300]');
    expect(res.status).toBe(400);
  });

  it('logged no server error', () => {
    expect(t.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

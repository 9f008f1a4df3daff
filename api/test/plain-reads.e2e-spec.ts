import TestAgent from 'supertest/lib/agent';
import { PUBLIC_LISTS } from '../src/common/crud';
import { NewsService } from '../src/news/news.service';
import { useTestApp, type TestApp } from './support/app';

/**
 * The public reads answered in plain SQL (docs/architecture.md, Public reads in plain SQL) say
 * byte for byte what the services, through TypeORM, answer; with the cache off, so that every
 * answer below is read again.
 */
describe('plain-SQL public reads', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp(
    (app, signedIn) => {
      t = app;
      admin = signedIn;
    },
    { env: { SEED_DEMO: 'true', RESPONSE_CACHE: 'false' } },
  );
  const news = () => t.running.app.get(NewsService);
  const text = async (path: string) => {
    const res = await t.agent().get(path);
    expect([path, res.status]).toEqual([path, 200]);
    return res.text;
  };

  it('answers every public list as its service does', async () => {
    for (const { path, service } of PUBLIC_LISTS) {
      const expected = JSON.stringify(await t.running.app.get(service, { strict: false }).publicList());
      expect([path, await text(`/api/${path}`)]).toEqual([path, expected]);
    }
  });

  it('answers the whole news list as the service does, with and without an author name', async () => {
    const userId = await t.createUser({ username: 'nameless', password: 'Nameless-Pass-2064', role: 'editor', email: 'n@institute.test' });
    await t.sql(`UPDATE users SET first_name = NULL, last_name = NULL WHERE id = $1`, [userId]);
    await t.sql(`UPDATE news SET author_id = $1 WHERE id IN (SELECT id FROM news ORDER BY published_at DESC LIMIT 2)`, [userId]);
    await t.sql(`UPDATE news SET author_id = NULL WHERE id IN (SELECT id FROM news ORDER BY published_at ASC LIMIT 1)`);
    expect(await text('/api/news')).toBe(JSON.stringify(await news().publicNews()));
  });

  it('answers a news page and its total as the service does', async () => {
    for (const page of [
      { limit: 5, offset: 1 },
      { limit: 12, offset: 0, q: 'skill' },
      { limit: 3, offset: 0, category: 'notice' as const },
    ]) {
      const query = new URLSearchParams(Object.entries(page).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const res = await t.agent().get(`/api/news?${query}`);
      const { items, total } = await news().publicPage(page);
      expect([query, res.text, res.headers['x-total-count']]).toEqual([query, JSON.stringify(items), String(total)]);
      expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count');
    }
  });

  it('answers the tab counts and an article by slug or id as the service does', async () => {
    expect(await text('/api/news/counts?q=skill')).toBe(JSON.stringify(await news().publicCounts('skill')));
    const [{ id, slug }] = await t.sql<{ id: string; slug: string }>(`SELECT id, slug FROM news WHERE status = 'published' LIMIT 1`);
    const expected = JSON.stringify(await news().publicArticle(slug));
    expect(await text(`/api/news/${slug.toUpperCase()}`)).toBe(expected);
    expect(await text(`/api/news/${id}`)).toBe(expected);
  });

  it('leaves a bad parameter and an unknown article to the controller (400, 404)', async () => {
    expect((await t.agent().get('/api/news?limit=0')).status).toBe(400);
    expect((await t.agent().get('/api/news/counts?q=%00')).status).toBe(400);
    expect((await t.agent().get('/api/news/no-such-article')).body).toMatchObject({ statusCode: 404, message: 'News article not found' });
  });

  it('verifies a certificate with the per-IP limit headers the route guard sets', async () => {
    const res = await t.agent().post('/api/certificates/verify').send({ certificateNumber: ' ntsi-2081-0042 ', dateOfBirth: '2002-03-15' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      JSON.stringify({
        success: true,
        certificate: {
          name: res.body.certificate.name,
          fatherName: res.body.certificate.fatherName,
          courseTaken: res.body.certificate.courseTaken,
          duration: res.body.certificate.duration,
          trainingDate: res.body.certificate.trainingDate,
          certificateNumber: 'NTSI-2081-0042',
          isDonorFunded: res.body.certificate.isDonorFunded,
          projectOfficeName: res.body.certificate.projectOfficeName,
        },
        message: res.body.message,
      }),
    );
    expect(res.body.certificate.trainingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers['x-ratelimit-limit']).toBe(String(20 * t.config.rateLimitFactor));
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  const counted = async (route: string, status: number) => {
    const text = (await t.agent().get('/api/metrics')).text;
    const line = new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${route}",status="${status}"\\} (\\d+)`).exec(text);
    return Number(line?.[1] ?? 0);
  };

  it('answers a plain read with the request id and counts it once under its route', async () => {
    const before = await counted('/api/donors', 200);
    const res = await t.agent().get('/api/donors').set('X-Request-Id', 'plain-read-1');
    expect(res.headers['x-request-id']).toBe('plain-read-1');
    expect(await counted('/api/donors', 200)).toBe(before + 1);
  });

  it('hands a read it does not answer to the controller with the same request id, counted once', async () => {
    const before = await counted('/api/news/:identifier', 404);
    const res = await t.agent().get('/api/news/no-such-article').set('X-Request-Id', 'handed-on-1');
    expect([res.status, res.headers['x-request-id']]).toEqual([404, 'handed-on-1']);
    expect(await counted('/api/news/:identifier', 404)).toBe(before + 1);
  });

  it('keeps the answers of a signed-in visitor the same', async () => {
    expect(await (await admin.get('/api/programs')).text).toBe(await text('/api/programs'));
  });
});

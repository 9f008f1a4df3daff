import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import TestAgent from 'supertest/lib/agent';
import { takesSession } from '../../src/auth/session';
import { ALL_CONTENT, ResponseCache } from '../../src/cache/response-cache';
import { isStaffRoute } from '../../src/common/rights';
import { RouteTable } from '../../src/common/route-table';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { ADMIN, routeInterceptors, useTestApp, type TestApp } from '../support/app';
import { type BuiltServer, startBuiltServer } from '../../../e2e-support/built-server.mjs';

/** Public reads take the lean path (docs/api.md, Requests). */
describe('public reads', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, signedIn) => {
    t = app;
    admin = signedIn;
  });

  const PUBLIC_READS = ['/api/news', '/api/news/counts', '/api/programs', '/api/site-settings', '/api/health', '/news-notices'];
  const expiry = async () => (await t.sql<{ expire: Date }>(`SELECT expire FROM session`)).map((r) => r.expire.getTime());

  it('makes no session row and sets no cookie for an anonymous visitor', async () => {
    await t.sql(`DELETE FROM session WHERE sess->'passport' IS NULL`);
    const before = (await t.sql(`SELECT sid FROM session`)).length;
    for (const path of PUBLIC_READS) {
      const res = await t.agent().get(path);
      expect([path, res.headers['set-cookie']]).toEqual([path, undefined]);
    }
    expect(await t.sql(`SELECT sid FROM session`)).toHaveLength(before);
  });

  it('neither renews nor re-sends the session of a signed-in member of staff reading the public site', async () => {
    const agent = await t.signIn();
    const before = await expiry();
    for (const path of PUBLIC_READS) {
      const res = await agent.get(path);
      expect([path, res.headers['set-cookie']]).toEqual([path, undefined]);
    }
    expect(await expiry()).toEqual(before);
  });

  it('keeps the security headers on a public read', async () => {
    const res = await t.agent().get('/api/programs');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('still reads the session for /api/user and the back office', async () => {
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await admin.get('/api/admin/news')).status).toBe(200);
    expect((await t.agent().get('/api/admin/news')).status).toBe(401);
  });

  it('takes no session for a write whose route says @Sessionless (verification), and reads it for one that does not (sign-out ends it)', async () => {
    const agent = await t.signIn();
    const before = await expiry();
    const verify = await agent.post('/api/certificates/verify').send({ certificateNumber: 'NONE-1', dateOfBirth: '2000-01-01' });
    expect([verify.status, verify.headers['set-cookie']]).toEqual([404, undefined]);
    expect(await expiry()).toEqual(before);
    expect((await agent.post('/api/logout')).headers['set-cookie']).toBeDefined();
  });

  it('has every public read of the app say @Sessionless on its route', () => {
    const routes = t.running.app.get(RouteTable);
    const [session, staff] = [takesSession(routes), isStaffRoute(routes)];
    const reads = routes
      .all()
      .filter((route) => route.method === 'GET')
      .map((route) => ({ method: 'GET', path: route.path }) as Request)
      .filter((req) => !staff(req));
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter(session).map((req) => req.path)).toEqual([]);
  });
  describe('response cache', () => {
    const news = (fields: Record<string, unknown> = {}) =>
      admin.post('/api/admin/news').send({ title: 'Cached item', content: 'Body', excerpt: 'Short', status: 'published', ...fields });
    const titles = async (path = '/api/news') => ((await t.agent().get(path)).body as { title: string }[]).map((n) => n.title);

    beforeAll(() => t.sql('DELETE FROM news'));

    it('answers a public read with a strong ETag and a short public Cache-Control', async () => {
      const res = await t.agent().get('/api/programs');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      const again = await t.agent().get('/api/programs');
      expect(again.headers.etag).toBe(res.headers.etag);
      expect(again.body).toEqual(res.body);
    });

    it("answers a kept read with the request's id and the security headers, and counts it under its route", async () => {
      const first = await t.agent().get('/api/team');
      const kept = await t.agent().get('/api/team').set('X-Request-Id', 'kept-read-7');
      expect(kept.headers['x-request-id']).toBe('kept-read-7');
      expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(kept.text).toBe(first.text);
      expect((await t.agent().get('/api/team')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const metrics = await t.agent().get('/api/metrics');
      expect(metrics.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/team",status="200"\} 3/);
    });

    it('serves the cached response while the database changes behind its back', async () => {
      await news({ title: 'Kept answer' });
      expect(await titles('/api/news?q=kept')).toEqual(['Kept answer']);
      await t.sql(`UPDATE news SET title = 'Changed by SQL' WHERE title = 'Kept answer'`);
      expect(await titles('/api/news?q=kept')).toEqual(['Kept answer']);
    });

    it('asks a browser holding the session cookie (staff) to revalidate every time', async () => {
      await t.agent().get('/api/donors');
      const res = await admin.get('/api/donors');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('Cookie');
      expect((await admin.get('/api/donors').set('If-None-Match', res.headers.etag)).status).toBe(304);
    });

    it('answers 304 to a matching If-None-Match, and 200 to another', async () => {
      const first = await t.agent().get('/api/site-settings');
      const etag = first.headers.etag;
      const cached = await t.agent().get('/api/site-settings').set('If-None-Match', etag);
      expect([cached.status, cached.headers.etag]).toEqual([304, etag]);
      expect((await t.agent().get('/api/site-settings').set('If-None-Match', '"other"')).status).toBe(200);
    });

    it('answers 304 on the read that fills the cache too', async () => {
      const etag = (await t.agent().get('/api/news?limit=3')).headers.etag;
      await news({ title: 'Refill' });
      const first = await t.agent().get('/api/news?limit=3');
      const again = await t.agent().get('/api/news?limit=3').set('If-None-Match', first.headers.etag);
      expect(first.headers.etag).not.toBe(etag);
      expect(again.status).toBe(304);
    });

    it('keeps the headers of the first answer, X-Total-Count and security headers included', async () => {
      await t.agent().get('/api/news?limit=1');
      const res = await t.agent().get('/api/news?limit=1');
      expect(res.headers['x-total-count']).toBe(String((await t.sql(`SELECT id FROM news WHERE status = 'published'`)).length));
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('says Cache-Status: a miss kept on the first read, a hit after it', async () => {
      const first = await t.agent().get('/api/projects');
      const again = await t.agent().get('/api/projects');
      expect([first.headers['cache-status'], again.headers['cache-status']]).toEqual(['institute; fwd=miss; stored', 'institute; hit']);
    });

    it('says Cache-Status fwd=miss on every public read it does not keep: a counted download, a file, an error', async () => {
      const id = (await admin.post('/api/admin/downloads').send({ title: 'Form', fileUrl: '/files/f.pdf', category: 'resources' })).body.id;
      for (const path of [`/api/downloads/${id}`, '/robots.txt', '/api/news/no-such-article', '/api/health', '/no-such-page']) {
        expect([path, (await t.agent().get(path)).headers['cache-status']]).toEqual([path, 'institute; fwd=miss']);
      }
      expect((await admin.get('/api/admin/news')).headers['cache-status']).toBeUndefined();
    });

    it('sends the first answer of a page or a read and the kept ones with the same headers', async () => {
      /** What one answer alone says: its id, time, length, framing and whether it came from the cache. */
      const OWN = new Set([
        'date',
        'x-request-id',
        'server-timing',
        'cache-status',
        'connection',
        'keep-alive',
        'transfer-encoding',
        'content-length',
      ]);
      const headers = (res: { headers: Record<string, string> }) =>
        Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN.has(name)));
      for (const path of ['/about-us', '/api/about', '/api/news?limit=2']) {
        t.running.app.get(ResponseCache).invalidate([ALL_CONTENT]);
        const first = await t.agent().get(path);
        const kept = await t.agent().get(path);
        expect([path, first.headers['cache-status'], kept.headers['cache-status']]).toEqual([
          path,
          'institute; fwd=miss; stored',
          'institute; hit',
        ]);
        expect([path, headers(kept)]).toEqual([path, headers(first)]);
        expect([path, first.headers.vary]).toEqual([path, 'Accept-Encoding, Cookie']);
      }
    });

    it('answers made-up query parameters from the cached response of the path, caching nothing new', async () => {
      const first = await t.agent().get('/api/hero-slides');
      await t.sql(`DELETE FROM hero_slides`);
      for (let i = 0; i < 5; i++) {
        const res = await t.agent().get(`/api/hero-slides?utm_source=x${i}`);
        expect([res.headers['cache-status'], res.headers.etag]).toEqual(['institute; hit', first.headers.etag]);
      }
    });

    it('keys a page of news by the parameters the list reads, in any order', async () => {
      const first = await t.agent().get('/api/news?offset=0&limit=2&utm=a');
      const reordered = await t.agent().get('/api/news?limit=2&offset=0');
      expect([reordered.headers['cache-status'], reordered.headers.etag]).toEqual(['institute; hit', first.headers.etag]);
    });

    it('marks back-office answers Cache-Control: no-store', async () => {
      expect((await admin.get('/api/admin/news')).headers['cache-control']).toBe('no-store');
      expect((await admin.get('/api/user')).headers['cache-control']).toBe('no-store');
      expect((await news()).headers['cache-control']).toBe('no-store');
      expect((await t.agent().get('/api/admin/news')).headers['cache-control']).toBe('no-store');
    });

    it('clears cached responses on every write of the back office (the interceptor on its controllers)', () => {
      const writes = [...routeInterceptors(t)].filter(([route]) => /^(POST|PUT|PATCH|DELETE) \/api\/admin\//.test(route));
      expect(writes).toHaveLength(ADMIN_ROUTES.filter(([method]) => method !== 'GET').length);
      expect(writes.filter(([, interceptors]) => !interceptors.includes('ResponseCacheInterceptor')).map(([route]) => route)).toEqual([]);
    });

    it('runs a public route through no interceptor but the cache and, inside it, the image media where they act', () => {
      const publicRoutes = [...routeInterceptors(t)].filter(([route]) => !/^\w+ \/api\/(admin|user)(\/|$)/.test(route));
      for (const [route, interceptors] of publicRoutes) {
        if (interceptors.includes('AuditInterceptor')) continue; // sign-in's routes, above
        expect([route, interceptors]).toEqual([route, ['ResponseCacheInterceptor', 'ImageMediaInterceptor'].slice(0, interceptors.length)]);
      }
      expect(routeInterceptors(t).get('POST /api/certificates/verify')).toEqual([]);
      expect(routeInterceptors(t).get('GET /api/news')).toEqual(['ResponseCacheInterceptor', 'ImageMediaInterceptor']);
    });

    it('shows a created item at once', async () => {
      await titles();
      await news({ title: 'Fresh off the press' });
      expect(await titles()).toContain('Fresh off the press');
    });

    it('shows an update at once, in the list and the article', async () => {
      const item = (await news({ title: 'Before the edit', slug: 'edited-item' })).body;
      await titles();
      await t.agent().get('/api/news/edited-item');
      await admin.put(`/api/admin/news/${item.id}`).send({ title: 'After the edit' }).expect(200);
      expect(await titles()).toContain('After the edit');
      expect((await t.agent().get('/api/news/edited-item')).body.title).toBe('After the edit');
    });

    it('hides an item at once when its status goes back to draft', async () => {
      const item = (await news({ title: 'Soon a draft', slug: 'soon-a-draft' })).body;
      expect((await t.agent().get('/api/news/soon-a-draft')).status).toBe(200);
      await admin.put(`/api/admin/news/${item.id}`).send({ status: 'draft' }).expect(200);
      expect((await t.agent().get('/api/news/soon-a-draft')).status).toBe(404);
      expect(await titles()).not.toContain('Soon a draft');
    });

    it('forgets a deleted item at once, counts included', async () => {
      const item = (await news({ title: 'Short-lived' })).body;
      const before = (await t.agent().get('/api/news/counts')).body.all;
      await admin.delete(`/api/admin/news/${item.id}`).expect(200);
      expect(await titles()).not.toContain('Short-lived');
      expect((await t.agent().get('/api/news/counts')).body.all).toBe(before - 1);
    });

    it('shows an upserted site setting at once', async () => {
      await t.agent().get('/api/site-settings');
      await admin.put('/api/admin/site-settings/siteName').send({ value: 'Upserted Institute' }).expect(200);
      const settings = (await t.agent().get('/api/site-settings')).body as { key: string; value: string }[];
      expect(settings.find((s) => s.key === 'siteName')?.value).toBe('Upserted Institute');
    });

    it("shows an author's new name on the news at once", async () => {
      await news({ title: 'By the admin' });
      await titles();
      await admin.put(`/api/admin/users/${t.adminId}`).send({ firstName: 'Renamed' }).expect(200);
      const items = (await t.agent().get('/api/news')).body as { author: { firstName: string } }[];
      expect(items[0].author.firstName).toBe('Renamed');
    });

    it('keeps the downloads list when a download is counted: visitors are not shown the count, staff see it at once', async () => {
      const created = (
        await admin
          .post('/api/admin/downloads')
          .send({ title: 'Counted form', fileUrl: '/files/counted.pdf', category: 'resources' })
          .expect(201)
      ).body;
      const { etag } = (await t.agent().get('/api/downloads').expect(200)).headers;
      await t.agent().get(`/api/downloads/${created.id}`).expect(200);
      await t.agent().get('/api/downloads').set('If-None-Match', etag).expect(304);
      expect((await admin.get(`/api/admin/downloads/${created.id}`).expect(200)).body.downloadCount).toBe(1);
    });

    it('never caches certificate verification', async () => {
      const cert = {
        name: 'Ram Thapa',
        fatherName: 'Hari Thapa',
        courseTaken: 'Plumber',
        duration: '390 hours',
        trainingDate: '2024-01-10',
        dateOfBirth: '2000-02-02',
        certificateNumber: 'CACHE-0001',
      };
      const created = (await admin.post('/api/admin/certificates').send(cert).expect(201)).body;
      const verify = () => t.agent().post('/api/certificates/verify').send({ certificateNumber: 'CACHE-0001', dateOfBirth: '2000-02-02' });
      const first = await verify();
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers['cache-control'] ?? '').not.toContain('public');
      await admin.put(`/api/admin/certificates/${created.id}`).send({ name: 'Ram B. Thapa' }).expect(200);
      expect((await verify()).body.certificate.name).toBe('Ram B. Thapa');
    });
  });
  /** The built server as a process of its own on this test's database. */
  async function serverOnThisDatabase(env: Record<string, string> = {}): Promise<{ server: BuiltServer; stop(): Promise<void> }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'institute-cache-'));
    const server = await startBuiltServer({
      databaseUrl: t.running.databaseUrl,
      dataDir,
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', LOG_LEVEL: 'error', ...env },
    });
    return {
      server,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  describe('switched off', () => {
    let off: Awaited<ReturnType<typeof serverOnThisDatabase>>;
    beforeAll(async () => {
      off = await serverOnThisDatabase({ RESPONSE_CACHE: 'off' });
    }, 120_000);
    afterAll(() => off.stop());

    it('answers every read from the database, without ETag or public Cache-Control', async () => {
      const read = () => fetch(`${off.server.url}/api/news?q=switched`);
      await read();
      await t.sql(
        `INSERT INTO news (title, slug, content, excerpt, status, published_at) VALUES ('Switched off', 'switched-off', 'x', 'x', 'published', now())`,
      );
      const res = await read();
      expect(((await res.json()) as { title: string }[]).map((n) => n.title)).toEqual(['Switched off']);
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('cache-control')).toBeNull();
    });
  });

  describe('two processes on one database', () => {
    let process2: Awaited<ReturnType<typeof serverOnThisDatabase>>;
    let other: BuiltServer;
    beforeAll(async () => {
      process2 = await serverOnThisDatabase();
      other = process2.server;
    }, 120_000);
    afterAll(() => process2.stop());

    const otherTitles = async (path: string) => ((await (await fetch(other.url + path)).json()) as { title: string }[]).map((n) => n.title);
    /** Asks the other process until it answers what is expected. */
    async function otherShows(path: string, title: string): Promise<void> {
      while (!(await otherTitles(path)).includes(title)) await new Promise((r) => setImmediate(r));
    }

    it("clears the other process's entries when this one writes", async () => {
      await admin.post('/api/admin/news').send({ title: 'Elsewhere one', content: 'Body', excerpt: 'Short', status: 'published' });
      await otherShows('/api/news?q=elsewhere', 'Elsewhere one');
      // The other process keeps its answer while the database changes behind its back...
      await t.sql(`UPDATE news SET excerpt = 'changed by SQL' WHERE title = 'Elsewhere one'`);
      expect(await otherTitles('/api/news?q=elsewhere')).toEqual(['Elsewhere one']);
      // ...and hears of a write made here.
      await admin.post('/api/admin/news').send({ title: 'Elsewhere two', content: 'Body', excerpt: 'Short', status: 'published' });
      await otherShows('/api/news?q=elsewhere', 'Elsewhere two');
      expect(await otherTitles('/api/news?q=elsewhere')).toEqual(['Elsewhere two', 'Elsewhere one']);
    });
  });
});

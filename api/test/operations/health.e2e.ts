import { startTestApp, type TestApp } from '../support/app';

describe('health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers liveness with 200 without asking the database', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info).not.toHaveProperty('database');
  });

  it('answers readiness with the database up and every migration applied', async () => {
    const res = await t.agent().get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.info.database.status).toBe('up');
    expect(res.body.info.migrations.status).toBe('up');
  });

  it('reports not ready (503) when a migration of this build is not applied', async () => {
    const applied = await t.sql<{ timestamp: string; name: string }>(`SELECT timestamp, name FROM migrations`);
    await t.sql(`DELETE FROM migrations`);
    try {
      const res = await t.agent().get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.details.migrations.status).toBe('down');
      expect(res.body.details.database.status).toBe('up');
    } finally {
      for (const m of applied) await t.sql(`INSERT INTO migrations (timestamp, name) VALUES ($1, $2)`, [m.timestamp, m.name]);
    }
  });

  it('answers an unknown /api path with the JSON 404 error body', async () => {
    const res = await t.agent().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'generic.notFound', error: 'Not Found', message: 'Not Found' });
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers Prometheus text with process metrics', async () => {
    const res = await t.agent().get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('counts requests by route pattern, not by raw path', async () => {
    const admin = await t.signIn();
    await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    const res = await t.agent().get('/api/metrics');
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/users\/:id",status="404"\} 1/);
    expect(res.text).not.toContain('00000000-0000-4000-8000-000000000000');
  });
});

describe('metrics are not for the public', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { TRUST_PROXY: 'true' } })));
    afterAll(() => t.close());

    it('answers a scrape from this machine', async () => {
      expect((await t.agent().get('/api/metrics')).status).toBe(200);
    });

    it('refuses a scrape from another address, on every spelling of the path', async () => {
      for (const path of ['/api/metrics', '/API/metrics', '/api/Metrics', '/api/metrics/', '/API/METRICS/']) {
        const res = await t.agent().get(path).set('X-Forwarded-For', '203.0.113.7');
        // Another spelling is no API route: at most the public site's page.
        if (path === '/api/metrics') expect(res.status).toBe(403);
        expect(res.text).not.toContain('process_cpu_user_seconds_total');
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    const token = 'scrape-token-0123456789abcdef';
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { METRICS_TOKEN: token } })));
    afterAll(() => t.close());

    it('answers a scrape that brings the token as a Bearer', async () => {
      const res = await t.agent().get('/api/metrics').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^process_cpu_user_seconds_total /m);
    });

    it('refuses a scrape without the token or with another, even from this machine', async () => {
      for (const auth of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
        const req = t.agent().get('/api/metrics');
        const res = await (auth ? req.set('Authorization', auth) : req);
        expect(res.status).toBe(401);
        expect(res.text).not.toContain('process_cpu_user_seconds_total');
      }
    });

    it('answers no other spelling of the path, even with the token', async () => {
      for (const path of ['/API/metrics', '/api/Metrics', '/api/metrics/']) {
        const res = await t.agent().get(path).set('Authorization', `Bearer ${token}`);
        expect(res.text).not.toContain('process_cpu_user_seconds_total');
      }
    });
  });
});

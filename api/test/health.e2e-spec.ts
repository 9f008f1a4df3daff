import { startTestApp, type TestApp } from './support/app';

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
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
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

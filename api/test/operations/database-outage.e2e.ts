import { GENERIC_MESSAGES } from '@institute/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { startTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded PostgreSQL of the built server (`npm run build` first) in a process of its own,
 * on `port` when given: jest cannot load the binaries' package in its own module system.
 */
function runPostgres(dir: string, port?: number): Promise<Postgres> {
  const embedded = join(__dirname, '..', '..', 'dist', 'database', 'embedded.js');
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(embedded)});
    startEmbeddedPostgres(process.argv[1], 'institute', undefined, Number(process.argv[2]) || undefined).then((db) => {
      process.removeAllListeners('SIGTERM');
      process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));
      process.stdout.write(db.url + '\\n');
    }, (err) => { process.stderr.write(String(err)); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, dir, String(port ?? '')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      resolve({
        url: out.trim(),
        stop: () =>
          new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
      });
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL process ended with ${code}`)));
  });
}

/**
 * The app on its own embedded PostgreSQL, which the test stops and starts again: while the
 * database is unreachable every route that needs it answers 503 with Retry-After, and the log
 * says so once when it goes away and once when it is back (docs/operations.md).
 */
describe('PostgreSQL down', () => {
  const dir = mkdtempSync(join(tmpdir(), 'institute-outage-'));
  let db: Postgres;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    db = await runPostgres(dir);
    port = Number(new URL(db.url).port);
    t = await startTestApp({ databaseUrl: db.url });
    await db.stop();
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const unreachable = () => t.logger.lines.filter((l) => /Database unreachable/.test(String(l.message)));
  const back = () => t.logger.lines.filter((l) => /Database reachable again/.test(String(l.message)));

  it('answers reads and writes that need the database with 503, Retry-After and a message a visitor understands', async () => {
    const answers = [
      await t.agent().get('/api/news'),
      await t.agent().get('/api/programs'),
      await t.agent().post('/api/contact').send({ name: 'Hari', email: 'hari@example.com', subject: 'Fees', message: 'How much?' }),
      await t.agent().post('/api/applications').send({ fullName: 'Sita', email: 's@example.com', phone: '9800000000', program: 'Plumber' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toEqual({
        statusCode: 503,
        code: 'generic.unavailable',
        error: GENERIC_MESSAGES.unavailable,
        message: GENERIC_MESSAGES.unavailable,
      });
    }
  }, 60_000);

  it('logs one line when the database goes away, not one per request', async () => {
    for (let i = 0; i < 5; i++) await t.agent().get('/api/news');
    expect(unreachable()).toHaveLength(1);
    expect(t.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  }, 60_000);

  it('answers again once the database is back, and logs one line saying so', async () => {
    db = await runPostgres(dir, port);
    await waitFor(async () => ((await t.agent().get('/api/news')).status === 200 ? true : undefined), 30_000);
    await waitFor(() => (back().length ? true : undefined));
    expect(back()).toHaveLength(1);
    expect(unreachable()).toHaveLength(1);
  }, 90_000);
});

/**
 * Public reads the cache holds keep answering while the database is away, however old the
 * cached response (docs/caching.md): entries live one second here, so the read that finds its
 * entry expired meets the stopped database.
 */
describe('PostgreSQL down, with public reads in the cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'institute-outage-cache-'));
  let db: Postgres;
  let t: TestApp;
  beforeAll(async () => {
    db = await runPostgres(dir);
    t = await startTestApp({ databaseUrl: db.url, env: { RESPONSE_CACHE_TTL: '1' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers a kept public read from the cache, marked stale, instead of 503', async () => {
    const kept = await t.agent().get('/api/programs');
    expect(kept.status).toBe(200);
    await db.stop();
    const stale = await waitFor(async () => {
      const res = await t.agent().get('/api/programs');
      // A fresh cached response says `hit` too: wait for the one served because the database is away.
      return /stale/.test(res.headers['cache-status'] ?? '') ? res : undefined;
    }, 30_000);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(kept.body);
    // Once the outage is known, answered before the router: still counted under its route.
    expect((await t.agent().get('/api/programs')).headers['cache-status']).toMatch(/stale/);
    const metrics = await t.agent().get('/api/metrics');
    expect(metrics.text).not.toMatch(/method="GET",route="unmatched",status="200"/);
    const write = await t
      .agent()
      .post('/api/contact')
      .send({ name: 'Hari', email: 'hari@example.com', subject: 'Fees', message: 'How much?' });
    expect(write.status).toBe(503);
  }, 90_000);
});

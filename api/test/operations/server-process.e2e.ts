import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltServer, runBuiltServerToExit, startBuiltServer } from '../../../e2e-support/built-server.mjs';

const login = (url: string, username: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/**
 * What `npm start` does on a fresh clone, as a real process: no DATABASE_URL, so the
 * server starts its own PostgreSQL under DATA_DIR, migrates it and creates the first
 * administrator with a generated password printed once.
 */
describe('the built server on the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'institute-embedded-'));
  // SEED_DEMO left at its default, as on a fresh `npm start`.
  const options = { dataDir };
  let server: BuiltServer;
  let password: string;

  beforeAll(async () => {
    server = await startBuiltServer(options);
    password = /generated password: (\S+?)"/.exec(server.output())?.[1] ?? '';
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers liveness and readiness', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });

  it('lets the first administrator sign in with the printed password', async () => {
    expect(password.length).toBeGreaterThanOrEqual(16);
    const res = await login(server.url, 'admin', password);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { role: string }).role).toBe('admin');
  });

  it('shows the demo institute on first start', async () => {
    const get = async (path: string) => (await fetch(`${server.url}${path}`)).json() as Promise<unknown[]>;
    expect(await get('/api/programs')).toHaveLength(8);
    expect((await get('/api/news')).length).toBeGreaterThan(0);
    expect(await get('/api/statistics')).toHaveLength(4);
  });

  it('publishes a news item written through the admin API on the embedded database', async () => {
    const cookie = (await login(server.url, 'admin', password)).headers.get('set-cookie')!.split(';')[0];
    const created = await fetch(`${server.url}/api/admin/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Embedded smoke', content: 'Body', excerpt: 'Short', status: 'published' }),
    });
    expect(created.status).toBe(201);
    const article = (await (await fetch(`${server.url}/api/news/embedded-smoke`)).json()) as { title: string };
    expect(article.title).toBe('Embedded smoke');
  });

  it('writes its log as JSON lines', () => {
    const lines = server.output().trim().split('\n');
    expect(() => lines.forEach((l) => JSON.parse(l))).not.toThrow();
  });

  it('stops cleanly on SIGTERM and keeps its data for the next start, printing no new password', async () => {
    expect(await server.stop()).toBe(0);
    server = await startBuiltServer(options);
    expect(server.output()).not.toMatch(/generated password/);
    expect((await login(server.url, 'admin', password)).status).toBe(200);
  }, 120_000);
});

describe('the built server with bad configuration', () => {
  it('stops with exit code 1 and one line naming the variable', async () => {
    const { code, output } = await runBuiltServerToExit({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'institute-bad-')) });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535, got "eighty"');
  });
});

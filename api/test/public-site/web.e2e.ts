import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/app';

function fakeBuild(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'institute-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log("namaste");\n'.repeat(500));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe('one process serves the API and both front ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_WEB_DIR: fakeBuild('public site'), ADMIN_WEB_DIR: fakeBuild('back office') } });
  });
  afterAll(() => t.close());

  it('serves the public site at /', async () => {
    const res = await t.agent().get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('public site');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers a public route with the public site's page (SPA fallback)", async () => {
    const res = await t.agent().get('/news/some-article').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('public site');
  });

  it('keeps an idle connection open 65 s, longer than a proxy keeps its own, and says so', async () => {
    // supertest closes each connection; a keep-alive client (fetch) on the listening server hears the hint.
    const server = t.running.app.getHttpServer() as Server;
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
      await res.arrayBuffer();
      expect(res.headers.get('keep-alive')).toBe('timeout=65');
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });

  it('serves the back office at /admin and its routes', async () => {
    expect((await t.agent().get('/admin')).text).toContain('back office');
    expect((await t.agent().get('/admin/users')).text).toContain('back office');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await t.agent().get('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves other static files as they are', async () => {
    expect((await t.agent().get('/robots.txt')).text).toContain('User-agent');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    expect((await t.agent().get('/assets/missing.js')).status).toBe(404);
  });

  it('compresses what it sends when the client accepts gzip', async () => {
    const res = await t.agent().get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('never answers an unknown /api path with a page', async () => {
    const res = await t.agent().get('/api/does-not-exist').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'generic.notFound', error: 'Not Found', message: 'Not Found' });
  });
});

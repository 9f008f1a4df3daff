import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Nobody outside can flush the response cache (docs/caching.md, Keys and Bounds): made-up query
 * strings make no new entries, and a flood of new entries on one route pushes out only that
 * route's own.
 */
describe('the response cache flooded with made-up addresses', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // A hundred entries, so that a flood a test can send quickly is three times what the cache holds.
    t = await startTestApp({ env: { RESPONSE_CACHE_ENTRIES: '100' } });
    // Listening, and read by fetch over kept-alive connections: a flood at the speed a client can send one.
    const server = t.running.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** Reads `urls` eight at a time, as a client flooding one process would. */
  const flood = async (urls: string[]) => {
    for (let i = 0; i < urls.length; i += 8) {
      await Promise.all(urls.slice(i, i + 8).map(async (url) => (await fetch(base + url)).arrayBuffer()));
    }
  };
  const status = async (path: string) => (await fetch(base + path)).headers.get('cache-status');

  it('keeps / and /api/programs through 1,200 made-up query strings and three hundred new entries on another route', async () => {
    await flood(['/', '/api/programs']);
    await flood(Array.from({ length: 600 }, (_, i) => [`/?utm_source=${i}`, `/api/programs?x=${i}`]).flat());
    await flood(Array.from({ length: 300 }, (_, i) => `/api/news?offset=${i}`));
    expect([await status('/'), await status('/api/programs')]).toEqual(['institute; hit', 'institute; hit']);
  });

  it('keeps the most recent of the flooded route, within its quarter of the cache', async () => {
    expect(await status('/api/news?offset=299')).toBe('institute; hit');
    expect(await status('/api/news?offset=0')).toBe('institute; fwd=miss; stored');
  });
});

import { cacheKey, ResponseCache } from './response-cache';

/** The address of an answer whose route reads `q`. */
const at = (path: string, search = '') => ({ path, search, query: ['q'] });

const TTL = 60_000;
const cache = () => new ResponseCache({ enabled: true, ttlMs: TTL, maxAgeSeconds: 5, maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });

describe('ResponseCache expiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('stops serving an answer once its TTL has passed but holds it for a database outage', () => {
    const c = cache();
    c.set(at('/api/programs'), { body: '[]' }, ['programs'], c.mark());
    jest.setSystemTime(Date.now() + TTL);
    expect(c.get('/api/programs')).toBeUndefined();
    expect(c.stale('/api/programs')?.body.toString()).toBe('[]');
  });

  it('drops answers expired for more than ten TTLs when another answer is stored', () => {
    const c = cache();
    c.set(at('/api/news', 'q=once'), { body: '[]' }, ['news'], c.mark());
    jest.setSystemTime(Date.now() + 11 * TTL + 1);
    c.set(at('/api/programs'), { body: '[]' }, ['programs'], c.mark());
    expect(c.stale('/api/news?q=once')).toBeUndefined();
    expect(c.size).toBe(1);
  });

  it('keeps answers expired for less than ten TTLs', () => {
    const c = cache();
    c.set(at('/api/news', 'q=recent'), { body: '[]' }, ['news'], c.mark());
    jest.setSystemTime(Date.now() + 5 * TTL);
    c.set(at('/api/programs'), { body: '[]' }, ['programs'], c.mark());
    expect(c.stale('/api/news?q=recent')?.body.toString()).toBe('[]');
  });

  it('holds the answers expireAll() marked for ten TTLs from then, not from the start of time', () => {
    const c = cache();
    c.set(at('/api/team'), { body: '[]' }, ['team'], c.mark());
    c.expireAll();
    jest.setSystemTime(Date.now() + 2 * TTL);
    c.set(at('/api/programs'), { body: '[]' }, ['programs'], c.mark());
    expect(c.get('/api/team')).toBeUndefined();
    expect(c.stale('/api/team')).toBeDefined();
  });
});

describe('cacheKey', () => {
  it('keeps only the query parameters the route reads, sorted by name', () => {
    expect(cacheKey({ path: '/api/news', search: 'utm=x&q=exam&limit=5', query: ['q', 'limit'] })).toBe('/api/news?limit=5&q=exam');
  });

  it('is the path alone when the route reads none of the parameters sent', () => {
    expect(cacheKey({ path: '/api/programs', search: 'x=1', query: [] })).toBe('/api/programs');
  });
});

describe('ResponseCache keys', () => {
  it('answers a URL with made-up parameters from the entry of its path', () => {
    const c = cache();
    c.set({ path: '/api/programs', search: '', query: [] }, { body: '[]' }, ['programs'], c.mark());
    expect(c.get('/api/programs?x=1&utm_source=y')?.body.toString()).toBe('[]');
    expect(c.size).toBe(1);
  });
});

describe('ResponseCache bounds', () => {
  const small = () => new ResponseCache({ enabled: true, ttlMs: TTL, maxAgeSeconds: 5, maxEntries: 8, maxBytes: 64 * 1024 * 1024 });
  const keep = (c: ResponseCache, path: string, search = '', route = path) =>
    c.set(at(path, search), { body: '[]', route }, ['news'], c.mark());

  it('holds at most a quarter of the entries for one route, dropping its least recently used', () => {
    const c = small();
    keep(c, '/api/news', 'q=0');
    keep(c, '/api/news', 'q=1');
    c.get('/api/news?q=0');
    keep(c, '/api/news', 'q=2');
    expect([0, 1, 2].map((i) => c.get(`/api/news?q=${i}`) !== undefined)).toEqual([true, false, true]);
  });

  it("never pushes another route's entries out with a flood of one route's addresses", () => {
    const c = small();
    keep(c, '/api/programs');
    keep(c, '/api/team');
    for (let i = 0; i < 100; i++) keep(c, '/api/news', `q=${i}`);
    expect(c.get('/api/programs')).toBeDefined();
    expect(c.get('/api/team')).toBeDefined();
  });

  it('makes room in a full cache from the route holding the most entries', () => {
    const c = small();
    keep(c, '/a', 'q=0');
    keep(c, '/a', 'q=1');
    for (const route of ['b', 'c', 'd', 'e', 'f', 'g']) keep(c, `/${route}`);
    keep(c, '/h');
    expect(c.size).toBe(8);
    expect(c.get('/a?q=0')).toBeUndefined();
    expect(['/a?q=1', '/b', '/g', '/h'].every((url) => c.get(url) !== undefined)).toBe(true);
  });
});

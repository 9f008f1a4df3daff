import { ResponseCache } from './response-cache';

const TTL = 60_000;
const cache = () => new ResponseCache({ enabled: true, ttlMs: TTL, maxAgeSeconds: 5, maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });

describe('ResponseCache expiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('stops serving an answer once its TTL has passed but holds it for a database outage', () => {
    const c = cache();
    c.set('/api/programs', { body: '[]' }, ['programs'], c.mark());
    jest.setSystemTime(Date.now() + TTL);
    expect(c.get('/api/programs')).toBeUndefined();
    expect(c.stale('/api/programs')?.body.toString()).toBe('[]');
  });

  it('drops answers expired for more than ten TTLs when another answer is stored', () => {
    const c = cache();
    c.set('/api/news?q=once', { body: '[]' }, ['news'], c.mark());
    jest.setSystemTime(Date.now() + 11 * TTL + 1);
    c.set('/api/programs', { body: '[]' }, ['programs'], c.mark());
    expect(c.stale('/api/news?q=once')).toBeUndefined();
    expect(c.size).toBe(1);
  });

  it('keeps answers expired for less than ten TTLs', () => {
    const c = cache();
    c.set('/api/news?q=recent', { body: '[]' }, ['news'], c.mark());
    jest.setSystemTime(Date.now() + 5 * TTL);
    c.set('/api/programs', { body: '[]' }, ['programs'], c.mark());
    expect(c.stale('/api/news?q=recent')?.body.toString()).toBe('[]');
  });

  it('holds the answers expireAll() marked for ten TTLs from then, not from the start of time', () => {
    const c = cache();
    c.set('/api/team', { body: '[]' }, ['team'], c.mark());
    c.expireAll();
    jest.setSystemTime(Date.now() + 2 * TTL);
    c.set('/api/programs', { body: '[]' }, ['programs'], c.mark());
    expect(c.get('/api/team')).toBeUndefined();
    expect(c.stale('/api/team')).toBeDefined();
  });
});

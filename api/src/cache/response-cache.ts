import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import type { CacheOptions } from '../config/config';

/** The tag of an entry that depends on every kind of content (a rendered page): any invalidation clears it. */
export const ALL_CONTENT = '*';

/** An answer kept serialized, ready to be sent again as it is. */
export interface CachedAnswer {
  body: Buffer;
  /** Gzipped body, for clients that accept it (answers of 1 kB and more), made off the event loop once stored. */
  gzip?: Buffer;
  /** Strong: a hash of the bytes. */
  etag: string;
  /** Headers to send again (content type, security headers, X-Total-Count…). */
  headers: Record<string, string | string[]>;
  /** The route pattern, for the request metrics. */
  route?: string;
  /** The route whose share of the cache the entry counts against (its pattern, else its path). */
  group: string;
  tags: readonly string[];
  expires: number;
}

/** A route's entries, least recently used first, and their bytes. */
interface Group {
  keys: Set<string>;
  bytes: number;
}

/** A route holds at most this share of the cache's entries and bytes (docs/caching.md, Bounds). */
const ROUTE_SHARE = 1 / 4;

/** Where an answer is kept: its path, its query, and the names of the query parameters its route reads. */
export interface CacheAddress {
  path: string;
  /** The query as it came, without `?` ('' for none). */
  search: string;
  query: readonly string[];
}

/**
 * An answer's key (docs/caching.md, Keys): its path and, sorted by name, the query parameters
 * its route reads. Any other parameter neither makes an entry nor misses one: the answer for
 * `/api/programs?x=1` is the kept `/api/programs`.
 * @internal exported for its unit test
 */
export function cacheKey({ path, search, query }: CacheAddress): string {
  if (!search || !query.length) return path;
  const kept = [...new URLSearchParams(search)].filter(([name]) => query.includes(name));
  if (!kept.length) return path;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** An address split into its path and query. */
export function splitUrl(url: string): { path: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

/**
 * A process-local cache of serialized answers by key (docs/caching.md), each tagged with the
 * kinds of content it shows. invalidate() drops the entries of a kind at once and tells
 * subscribers (the LISTEN/NOTIFY link to other processes). Eviction is least recently used
 * within a route: a route past its share of the cache gives up its own oldest entries, and when
 * the whole cache is full the route holding the most does, so a flood of addresses on one route
 * (`/api/news?q=<random>`) never pushes another route's answers out.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly groups = new Map<string, Group>();
  /** The query parameters each path's route reads, learnt when an answer of the path is kept. */
  private readonly queryOf = new Map<string, readonly string[]>();
  /** When each tag was last invalidated, on the `generation` clock. */
  private readonly invalidatedAt = new Map<string, number>();
  private generation = 0;
  private bytes = 0;
  private lastSweep = 0;
  private readonly subscribers: ((tags: readonly string[]) => void)[] = [];

  constructor(readonly options: CacheOptions) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key of `url` (path and query), or undefined while no answer of its path has been kept. */
  private keyOf(url: string): string | undefined {
    const { path, search } = splitUrl(url);
    const query = this.queryOf.get(path);
    return query && cacheKey({ path, search, query });
  }

  /** The answer kept for `url` while it is fresh. An expired one stays a while (staleForMs) for stale(). */
  get(url: string): CachedAnswer | undefined {
    const key = this.keyOf(url);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) return undefined;
    // Least recently used goes first: a hit moves the entry to the end of its route's order.
    const keys = this.groups.get(entry.group)?.keys;
    keys?.delete(key!);
    keys?.add(key!);
    return entry;
  }

  /**
   * The answer kept for `key`, fresh or expired: what a public read is answered with while the
   * database is unreachable (docs/caching.md, "While the database is away"). An invalidated
   * answer is gone, so an admin write is never undone by it.
   */
  stale(url: string): CachedAnswer | undefined {
    const key = this.enabled ? this.keyOf(url) : undefined;
    return key === undefined ? undefined : this.entries.get(key);
  }

  /** Makes every cached response expired: get() no longer serves them, stale() still does. */
  expireAll(): void {
    const now = Date.now();
    for (const entry of this.entries.values()) entry.expires = Math.min(entry.expires, now);
  }

  /**
   * How long an expired answer is still held for stale() (docs/caching.md): ten TTLs. Older
   * ones are dropped by sweep(), which only storing an answer runs, so nothing is dropped
   * while the database is away (nothing is stored then).
   */
  private get staleForMs(): number {
    return this.options.ttlMs * 10;
  }

  /** Drops the answers expired for longer than staleForMs; runs at most once a TTL. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.ttlMs) return;
    this.lastSweep = now;
    const before = now - this.staleForMs;
    for (const [key, entry] of this.entries) if (entry.expires <= before) this.delete(key);
    // The paths with no answer left (articles since deleted) are forgotten with them.
    const kept = new Set([...this.entries.keys()].map((key) => splitUrl(key).path));
    for (const path of this.queryOf.keys()) if (!kept.has(path)) this.queryOf.delete(path);
  }

  /**
   * Taken before reading what will be stored: set() refuses an answer read before an
   * invalidation of one of its tags, so a write is never hidden by a read it overtook.
   */
  mark(): number {
    return this.generation;
  }

  /** Keeps an answer; returns it, with its ETag, or undefined when the cache is off or the answer is already stale. */
  set(
    address: CacheAddress,
    answer: { body: string | Buffer; headers?: CachedAnswer['headers']; route?: string; group?: string },
    tags: readonly string[],
    mark: number,
  ): CachedAnswer | undefined {
    if (!this.enabled) return undefined;
    this.sweep(Date.now());
    if ([...tags, ALL_CONTENT].some((tag) => (this.invalidatedAt.get(tag) ?? -1) > mark)) return undefined;
    const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
    if (body.length > this.options.maxBytes / 4) return undefined;
    const key = cacheKey(address);
    this.queryOf.set(address.path, address.query);
    const entry: CachedAnswer = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      headers: answer.headers ?? {},
      route: answer.route,
      group: answer.group ?? answer.route ?? address.path,
      tags,
      expires: Date.now() + this.options.ttlMs,
    };
    this.delete(key);
    this.entries.set(key, entry);
    const group = this.groups.get(entry.group) ?? { keys: new Set<string>(), bytes: 0 };
    this.groups.set(entry.group, group);
    group.keys.add(key);
    this.grow(entry, this.size_(entry));
    this.evict(group);
    if (body.length >= 1024) this.compress(key, entry);
    return entry;
  }

  /** Counts `bytes` more for `entry`, in the cache and in its route. */
  private grow(entry: CachedAnswer, bytes: number): void {
    this.bytes += bytes;
    const group = this.groups.get(entry.group);
    if (group) group.bytes += bytes;
  }

  /**
   * Keeps the bounds (docs/caching.md, Bounds): `group`, which just grew, gives up its least
   * recently used entries while past its share; then, while the cache is past a bound, the route
   * holding the most of it (entries or bytes, whichever bound is passed) gives up its oldest.
   */
  private evict(group: Group): void {
    const { maxEntries, maxBytes } = this.options;
    const oldest = (g: Group) => g.keys.values().next().value as string;
    while (group.keys.size > 1 && (group.keys.size > maxEntries * ROUTE_SHARE || group.bytes > maxBytes * ROUTE_SHARE)) {
      this.delete(oldest(group));
    }
    while (this.entries.size > maxEntries || this.bytes > maxBytes) {
      const byCount = this.entries.size > maxEntries;
      let largest: Group | undefined;
      for (const g of this.groups.values()) {
        if (!largest || (byCount ? g.keys.size > largest.keys.size : g.bytes > largest.bytes)) largest = g;
      }
      if (!largest) break;
      this.delete(oldest(largest));
    }
  }

  /** Gzips a cached response once, off the event loop; until then it is sent as it is. */
  private compress(key: string, entry: CachedAnswer): void {
    gzip(entry.body, (err, zipped) => {
      if (err || this.entries.get(key) !== entry) return;
      entry.gzip = zipped;
      this.grow(entry, zipped.length);
    });
  }

  /** Drops every entry showing one of `tags` (and those that depend on all content); tells the subscribers unless `quiet`. */
  invalidate(tags: readonly string[], { quiet = false } = {}): void {
    this.generation++;
    for (const tag of tags) this.invalidatedAt.set(tag, this.generation);
    const all = tags.includes(ALL_CONTENT);
    for (const [key, entry] of this.entries) {
      if (all || entry.tags.includes(ALL_CONTENT) || entry.tags.some((tag) => tags.includes(tag))) this.delete(key);
    }
    if (!quiet) for (const subscriber of this.subscribers) subscriber(tags);
  }

  /** Called with the tags of every invalidation made in this process. */
  subscribe(subscriber: (tags: readonly string[]) => void): void {
    this.subscribers.push(subscriber);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.grow(entry, -this.size_(entry));
    const group = this.groups.get(entry.group);
    group?.keys.delete(key);
    if (group && !group.keys.size) this.groups.delete(entry.group);
  }

  private size_(entry: CachedAnswer): number {
    return entry.body.length + (entry.gzip?.length ?? 0) + 512;
  }
}

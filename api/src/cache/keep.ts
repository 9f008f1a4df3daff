import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../config/config';
import { type CachedAnswer, type ResponseCache, splitUrl } from './response-cache';

/** Headers that belong to one answer only, never stored. */
const OWN_HEADERS = new Set([
  'set-cookie',
  'x-request-id',
  'content-length',
  'etag',
  'date',
  'content-encoding',
  'cache-control',
  'vary',
  'cache-status',
  'server-timing',
]);

/** Every public answer the cache may keep varies by these, the first one as the kept ones. */
export const VARY = 'Accept-Encoding, Cookie';

/** RFC 9211: this product's cache, named in the `Cache-Status` of every public answer. */
export const CACHE_NAME = 'institute';

/** `Cache-Status` of an answer not served from the cache: a miss, `stored` when it was kept (RFC 9211). */
export const cacheMiss = (stored: boolean) => `${CACHE_NAME}; fwd=miss${stored ? '; stored' : ''}`;

/**
 * `public, max-age…` for visitors, which a proxy or CDN may keep (docs/operations.md, The edge
 * cache); a browser holding the session cookie (staff, who may have just saved) is asked to
 * revalidate every time, which a 304 makes cheap. Only the cookie's presence is looked at: the
 * session itself is never read on this path.
 */
export function publicCacheControl(cache: ResponseCache, req: IncomingMessage): string {
  if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return 'private, no-cache';
  const maxAge = cache.options.maxAgeSeconds;
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 6}`;
}

/** What a cached response is: the tags of the content it shows, the query its route reads, its route for the metrics. */
export interface KeepRule {
  tags: readonly string[];
  query: readonly string[];
  route?: string;
  /** The route whose share of the cache the answer counts against, when it is not `route` (a page's pattern). */
  group?: string;
  /** ResponseCache.mark(), taken before the answer's data was read. */
  mark: number;
}

/**
 * The one way into the response cache (docs/caching.md): keeps the answer `body` being sent on
 * `res` with the headers set so far, and gives it the headers a cached response is sent with (ETag,
 * Cache-Control, Vary, Cache-Status), so the first answer and the cached ones say the same.
 * Used by the interceptor of @PublicCache reads and by the server-rendered pages. With the cache
 * switched off it does nothing.
 */
export function keepAnswer(
  cache: ResponseCache,
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  body: string,
  rule: KeepRule,
): CachedAnswer | undefined {
  if (!cache.enabled) return undefined;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  const { path, search } = splitUrl(req.originalUrl ?? req.url ?? '');
  const entry = cache.set(
    { path, search, query: rule.query },
    { body, headers, route: rule.route, group: rule.group },
    rule.tags,
    rule.mark,
  );
  res.setHeader('Vary', VARY);
  res.setHeader('Cache-Status', cacheMiss(entry !== undefined));
  if (entry) {
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', publicCacheControl(cache, req));
  }
  return entry;
}

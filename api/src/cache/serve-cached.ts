import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { urlRefusal } from '../common/storable';
import { CACHE_NAME, cacheMiss, publicCacheControl, VARY } from './keep';
import type { CachedAnswer, ResponseCache } from './response-cache';

/** Whether an If-None-Match names `etag` (weak comparison, as HTTP asks for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/** Writes a cached response: its stored headers, 304 for a matching If-None-Match, gzipped when accepted and ready. */
function sendCached(cache: ResponseCache, entry: CachedAnswer, req: IncomingMessage, res: ServerResponse, stale = false): void {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', publicCacheControl(cache, req));
  res.setHeader('Vary', VARY);
  // RFC 9211: a hit, and whether it is served because the database could not be asked.
  res.setHeader('Cache-Status', `${CACHE_NAME}; hit${stale ? '; detail=stale-database-unreachable' : ''}`);
  if (matches(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? entry.gzip : undefined;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const body = gzip ?? entry.body;
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The response cache in front of Express, the HTTP server's first listener (docs/caching.md;
 * docs/architecture.md, The path of a request), and the one place an answer leaves the cache: a
 * GET or HEAD whose answer is kept fresh is sent from its stored headers and body; while the
 * database is away (`databaseDown`), the last answer kept for it, however old, marked stale; any
 * other request goes on to Express unchanged (where sayMisses marks a public read a miss).
 * `before` runs first for an answer sent here (the request's id and timing, under the
 * route it was first answered on).
 */
export function serveFromCache(
  server: Server,
  cache: ResponseCache,
  {
    before,
    databaseDown,
  }: { before: (req: IncomingMessage, res: ServerResponse, route: string | undefined) => void; databaseDown: () => boolean },
): void {
  if (!cache.enabled) return;
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    // A URL the shared check refuses goes on to Express, where it is refused (common/storable.ts).
    const read = isRead(req.method) && urlRefusal(url) === undefined;
    const fresh = read ? cache.get(url) : undefined;
    const entry = fresh ?? (read && databaseDown() ? cache.stale(url) : undefined);
    if (entry) {
      before(req, res, entry.route);
      sendCached(cache, entry, req, res, !fresh);
      return;
    }
    for (const listener of rest) listener.call(server, req, res);
  });
}

/**
 * Every public GET or HEAD (`publicRead`) not answered from the cache says so (RFC 9211,
 * docs/caching.md): `Cache-Status: institute; fwd=miss`, which keepAnswer turns into `fwd=miss;
 * stored` when it keeps the answer. Files, errors and reads never kept (a counted download) say it too.
 */
export function sayMisses(cache: ResponseCache, publicRead: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (cache.enabled && publicRead(req)) res.setHeader('Cache-Status', cacheMiss(false));
    next();
  };
}

/**
 * The staff's answers (`staff`: routes that state their rights) are never stored by a browser or
 * a proxy (docs/caching.md): `Cache-Control: no-store`, errors included.
 */
export function noStoreForStaff(staff: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (staff(req)) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

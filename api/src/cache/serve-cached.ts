import type { Request, RequestHandler, Response } from 'express';
import { publicCacheControl } from './cache.interceptor';
import type { CachedAnswer, ResponseCache } from './response-cache';

/** Whether an If-None-Match names `etag` (weak comparison, as HTTP asks for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const acceptsGzip = (req: Request) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/**
 * While the database is away, answers a GET or HEAD with the last answer kept for its URL,
 * however old, rather than a 503 (docs/caching.md). A fresh kept answer never gets here: the
 * server's first listener sent it (common/early-answers.ts).
 */
export function serveStale(cache: ResponseCache, databaseDown: () => boolean): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !databaseDown()) return next();
    const stale = cache.stale(req.originalUrl);
    if (stale) return sendCached(cache, stale, req, res, true);
    next();
  };
}

/** Writes a kept answer: its stored headers, 304 for a matching If-None-Match, gzipped when accepted. */
export function sendCached(cache: ResponseCache, entry: CachedAnswer, req: Request, res: Response, stale = false): void {
  if (entry.route) req.route = { path: entry.route };
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', publicCacheControl(cache, req));
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  // RFC 9211: says which answers come from the cache because the database could not be asked.
  if (stale) res.setHeader('Cache-Status', 'institute; hit; detail=stale-database-unreachable');
  if (matches(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = entry.gzip && acceptsGzip(req);
  const body = gzip ? entry.gzip! : entry.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}

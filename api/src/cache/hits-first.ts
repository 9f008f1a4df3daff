import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { requestIdOf } from '../common/request-id';
import type { Metrics } from '../metrics/metrics';
import type { ResponseCache } from './response-cache';
import { sendCached } from './serve-cached';

/**
 * Answers a GET or HEAD the response cache holds before Express sees the request
 * (docs/caching.md, Serving): the answer is the one serveCached would send, byte for byte, with
 * the request's id and its timing in the metrics, as every request gets them; only Express's
 * routing of the request through its middleware is skipped, which on a busy day is most of the
 * cost of a kept answer. Anything else goes to the server's own listeners (Express) unchanged,
 * where serveCached still answers what is kept (and the stale answer while the database is away).
 */
export function answerCacheHitsFirst(server: Server, cache: ResponseCache, metrics: Metrics): void {
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const entry = cache.enabled && (req.method === 'GET' || req.method === 'HEAD') ? cache.get(req.url ?? '') : undefined;
    if (!entry) {
      for (const listener of rest) listener.call(server, req, res);
      return;
    }
    const id = requestIdOf(req.headers['x-request-id']);
    (req as IncomingMessage & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    metrics.time(req, res);
    sendCached(cache, entry, req as Request, res as Response);
  });
}

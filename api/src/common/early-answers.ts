import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import { sendCached } from '../cache/serve-cached';
import type { ResponseCache } from '../cache/response-cache';
import type { Metrics } from '../metrics/metrics';
import type { HttpExceptionFilter } from './http-exception.filter';
import type { PlainReads } from './public-read';
import { requestIdOf } from './request-id';

export interface EarlyDeps {
  cache: ResponseCache;
  metrics: Metrics;
  plain: PlainReads;
  filter: HttpExceptionFilter;
}

/** What Express's app.handle does to a request before its router: its request and response objects. */
function asExpress(express: Express, req: IncomingMessage, res: ServerResponse): void {
  const r = req as IncomingMessage & { res?: ServerResponse; originalUrl?: string };
  const s = res as ServerResponse & { req?: IncomingMessage; locals?: object };
  r.res = res;
  s.req = req;
  r.originalUrl = r.originalUrl ?? req.url;
  Object.setPrototypeOf(req, express.request);
  Object.setPrototypeOf(res, express.response);
  s.locals ??= Object.create(null) as object;
}

/**
 * The HTTP server's own request listener, ahead of Express (docs/architecture.md, Before
 * Express): a fresh answer of the response cache, and the public reads in plain SQL
 * (certificate verification included), are answered here, with the request's id and its timing
 * in the metrics as every request gets them, but without Express routing the request through its
 * middleware, which on a busy day is most of the cost of such an answer. What they do not answer
 * (a 400, a 404, a read while the database is away) goes on to Express unchanged, which also
 * answers every other request.
 */
export function answerEarly(server: Server, express: Express, { cache, metrics, plain, filter }: EarlyDeps): void {
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of rest) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const method = req.method ?? '';
    const entry = cache.enabled && (method === 'GET' || method === 'HEAD') ? cache.get(url) : undefined;
    if (!entry && !plain.matches(method, url)) return toExpress(req, res);
    const id = requestIdOf(req.headers['x-request-id']);
    (req as IncomingMessage & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    metrics.time(req, res);
    if (entry) return sendCached(cache, entry, req as Request, res as Response);
    asExpress(express, req, res);
    plain.handler(req as Request, res as Response, (err?: unknown) => {
      if (err === undefined || err === null) return toExpress(req, res);
      filter.answer(err, req as Request, res as Response);
    });
  });
}

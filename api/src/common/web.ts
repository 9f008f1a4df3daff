import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import { GENERIC_MESSAGES, PAGE_FORM_PATHS } from '@institute/shared';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The staff's API (docs/api.md, Requests): the back office's `/api/admin` and the signed-in user's `/api/user`. */
export const isStaffApi = (path: string): boolean => /^\/api\/(admin|user)(\/|$)/.test(path);

/**
 * A public read (docs/api.md, Requests): a GET or HEAD outside the back office's API and
 * `/api/user`. It never reads, creates or renews a session and has no body to parse.
 */
export function isPublicRead(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !isStaffApi(req.path);
}

/**
 * A public write to the API (docs/api.md, Requests): a write outside the back office's API and
 * `/api/user` (signing in, verification, the public forms). Its answer is a few hundred bytes of
 * JSON, under compression()'s 1 kB threshold, so compression is not mounted for it.
 */
export function isPublicApiWrite(req: Request): boolean {
  return WRITES.has(req.method) && req.path.startsWith('/api/') && !isStaffApi(req.path);
}

/**
 * Public writes that never use a session (docs/api.md, Requests): a visitor's certificate
 * verification, and the forms posted to the public pages (libs PAGE_FORM_PATHS).
 */
const SESSIONLESS_WRITES = new Set(['/api/certificates/verify', ...PAGE_FORM_PATHS]);

/** Whether a request takes no session: a public read, or a public write that reads none. */
export function isSessionless(req: Request): boolean {
  return isPublicRead(req) || (req.method === 'POST' && SESSIONLESS_WRITES.has(req.path));
}

/** Runs `handlers` in turn, except for requests `skip` names, which go straight on. */
export function unless(skip: (req: Request) => boolean, ...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (skip(req)) return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      handler(req, res, step);
    };
    step();
  };
}

/** JSON bodies up to 1 MB; a malformed or oversized body goes to the exception filter (400/413, with the product's words). */
export const jsonBody = (): RequestHandler => express.json({ limit: '1mb' });

/**
 * Whether an `Origin` a browser named is the site's own (docs/api.md, Requests): the address the
 * request came in on, or one of `allowedOrigins` (PUBLIC_URL).
 */
export function siteOrigins(allowedOrigins: string[]): (req: Request, origin: string) => boolean {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req, origin) => origin === `${req.protocol}://${req.get('host')}` || allowed.has(origin);
}

/**
 * CSRF defence for cookie sessions (docs/api.md, Requests): a write that carries a body must be
 * JSON (multipart only where a route takes uploads), which a cross-site form cannot send
 * without a CORS preflight; and a write whose browser names an Origin must name this site.
 */
export function sameOriginWrites(allowedOrigins: string[], multipartPaths: RegExp[] = []): RequestHandler {
  const ownOrigin = siteOrigins(allowedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!WRITES.has(req.method) || !req.path.startsWith('/api/')) return next();
    const origin = req.get('origin');
    if (origin === 'null' || (origin && !ownOrigin(req, origin))) {
      return next(new ForbiddenException(GENERIC_MESSAGES.crossSite));
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody) {
      const json = req.is('application/json') || req.is('+json');
      const multipart = req.is('multipart/form-data') && multipartPaths.some((p) => p.test(req.path));
      if (!json && !multipart) return next(new UnsupportedMediaTypeException(GENERIC_MESSAGES.jsonRequired));
    }
    next();
  };
}

/**
 * Serves a built single-page app from `dir` under `base`: real files as they are (hashed
 * assets cached for a year), every other page path gets index.html so the app's router
 * handles it, or `page` answers it when given (the server-rendered public site). Paths
 * under `skip` (the API, uploads) are never touched.
 */
export function singlePageApp(base: string, dir: string, skip: RegExp, page?: RequestHandler): RequestHandler {
  const index = join(dir, 'index.html');
  const files = express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const prefix = base === '/' ? '' : base;
  // Checked once: a build appearing later needs a restart anyway (new asset names).
  const built = existsSync(index);
  return (req, res, next) => {
    if (skip.test(req.path)) return next();
    if (prefix && req.path !== prefix && !req.path.startsWith(prefix + '/')) return next();
    if (!built) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.status(404).type('text').send(`This part of the site is not built yet: run "npm run build".`);
      return;
    }
    const rest = req.path.slice(prefix.length) || '/';
    const original = req.url;
    req.url = rest + (original.includes('?') ? original.slice(original.indexOf('?')) : '');
    files(req, res, () => {
      req.url = original;
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // A missing asset is a 404, not the app's page.
      if (/\.[a-z0-9]{2,5}$/i.test(rest) && !rest.endsWith('.html')) return next();
      if (page) return page(req, res, next);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}

import { applyDecorators, ForbiddenException, SetMetadata, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { GENERIC_MESSAGES } from '@institute/shared';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteTable } from './route-table';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request is a write (POST, PUT, PATCH, DELETE). */
export const isWrite = (req: Request): boolean => WRITES.has(req.method);

const BODY_TYPE = 'institute:body-type';

/** A body a route takes other than JSON. */
export type OtherBody = 'multipart/form-data' | 'application/x-www-form-urlencoded';

/**
 * A route that takes a body other than JSON (docs/api.md, Requests): `multipart/form-data` (an
 * upload; the cross-site write check lets it through) or `application/x-www-form-urlencoded` (a
 * form posted to a page; its parser reads it). Also what the OpenAPI document says it consumes.
 * Read before routing, from the route table (common/route-table.ts).
 */
export const TakesBody = (type: OtherBody) => applyDecorators(SetMetadata(BODY_TYPE, type), ApiConsumes(type));

const ANY_ORIGIN = 'institute:any-origin';

/**
 * A write any site, or no browser at all, may post (docs/api.md, Requests): it acts by a token in
 * its address or body, never by a session (it is @Sessionless), so a cross-site post can do
 * nothing its sender could not do with the token alone. The one-click unsubscribe (RFC 8058),
 * which mail providers post from their own servers.
 */
export const AnyOrigin = () => SetMetadata(ANY_ORIGIN, true);

/** Whether a request's route may be posted from any origin (AnyOrigin). */
export function anyOriginOf(routes: RouteTable): (req: Request) => boolean {
  return (req) => routes.fact<boolean>(req, ANY_ORIGIN) === true;
}

/** The body a request's route takes other than JSON; undefined: JSON (or no route). */
export function bodyTypeOf(routes: RouteTable): (req: Request) => OtherBody | undefined {
  return (req) => routes.fact<OtherBody>(req, BODY_TYPE);
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
 * CSRF defence for cookie sessions (docs/api.md, Requests): a write to the API that carries a
 * body must be JSON (multipart or a form's urlencoded body only where the route says it takes it,
 * `bodyType`), which a cross-site form cannot send without a CORS preflight; and a write whose
 * browser names an Origin must name this site, unless its route acts by a token alone (`anyOrigin`). The forms posted to the public pages, outside /api, have their own
 * check (ssr/page-forms.ts).
 */
export function sameOriginWrites(
  allowedOrigins: string[],
  bodyType: (req: Request) => OtherBody | undefined,
  anyOrigin: (req: Request) => boolean = () => false,
): RequestHandler {
  const ownOrigin = siteOrigins(allowedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!isWrite(req) || !req.path.startsWith('/api/')) return next();
    const origin = req.get('origin');
    if ((origin === 'null' || (origin && !ownOrigin(req, origin))) && !anyOrigin(req)) {
      return next(new ForbiddenException(GENERIC_MESSAGES.crossSite));
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody) {
      const json = req.is('application/json') || req.is('+json');
      const multipart = req.is('multipart/form-data') && bodyType(req) === 'multipart/form-data';
      // A form posted without JavaScript, where the route says it takes one (the one-click unsubscribe).
      const form = req.is('application/x-www-form-urlencoded') && bodyType(req) === 'application/x-www-form-urlencoded';
      if (!json && !multipart && !form) return next(new UnsupportedMediaTypeException(GENERIC_MESSAGES.jsonRequired));
    }
    next();
  };
}

/**
 * Serves a built single-page app from `dir` under `base`: real files as they are (hashed
 * assets cached for a year), every other page path gets index.html so the app's router
 * handles it, or `page` answers it when given (the server-rendered public site). Requests
 * `skip` names (the API, uploads, the app's routes) are never touched.
 */
export function singlePageApp(base: string, dir: string, skip: (req: Request) => boolean, page?: RequestHandler): RequestHandler {
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
    if (skip(req)) return next();
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

/** Marks a route that takes no session (@Sessionless), read by auth/session.ts takesSession. */
export const SESSIONLESS = 'institute:sessionless';

/**
 * A route that never reads, creates or renews a session (docs/api.md, Requests): no session,
 * passport or `Set-Cookie` is run for it. On a controller or one handler; read before routing,
 * from the route table (common/route-table.ts).
 */
export const Sessionless = () => SetMetadata(SESSIONLESS, true);

import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Request } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import passport from 'passport';
import { sessionLifetime, sessionMiddleware, takesSession } from './auth/session';
import { noStoreForStaff, sayMisses, serveFromCache } from './cache/serve-cached';
import { ResponseCache } from './cache/response-cache';
import { InFlight } from './common/in-flight';
import { nameRequest } from './common/request-id';
import { refuseUnstorableUrls } from './common/storable';
import { isStaffRoute } from './common/rights';
import { RouteTable } from './common/route-table';
import { anyOriginOf, bodyTypeOf, isWrite, jsonBody, sameOriginWrites, singlePageApp, unless } from './common/web';
import type { AppConfig } from './config/config';
import { DatabaseOutage } from './database/outage';
import { Metrics } from './metrics/metrics';
import { serveOpenApi } from './openapi/openapi';
import { pageFormBody, PUBLIC_PAGES } from './ssr/page-forms';
import type { PublicPages } from './ssr/public-pages';
import { MEDIA_STORAGE } from './storage/media-storage';
import { serveMedia } from './storage/serve-media';
import { ServableMedia } from './uploads/servable-media';

/** Staff link images and documents hosted anywhere; the contact map is an embedded iframe. */
const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

/**
 * How long an idle keep-alive connection stays open: longer than a proxy keeps its own to the app
 * (nginx 60 s, a cloud load balancer's usual idle timeout 60 s), so the proxy closes it first and
 * never sends a request on one the app is closing (docs/operations.md, The edge cache).
 */
const KEEP_ALIVE_IDLE_MS = 65_000;

/**
 * What is not a page of the two front ends, by path, since it is no route of the app: the API
 * (an unknown /api path is a JSON 404, not a page), uploaded files, and under / the back office.
 */
const NOT_ADMIN_SPA = /^\/(api|uploads)(\/|$)/;
const NOT_PUBLIC_SPA = /^\/(api|uploads|admin)(\/|$)/;

/**
 * The path of a request, in order (docs/architecture.md, The path of a request): a cached answer
 * (fresh, or any while the database is away) is sent by the server's first listener; everything else goes through Express's
 * middleware below, then Nest's router, guards, pipes, interceptors and controllers, and every
 * error to the exception filter. Returns what must be closed on shutdown.
 */
export function useHttpPipeline(app: NestExpressApplication, config: AppConfig, databaseUrl: string): { close(): Promise<void> } {
  const cache = app.get(ResponseCache);
  const metrics = app.get(Metrics);
  const outage = app.get(DatabaseOutage);
  const inFlight = app.get(InFlight);
  // What a request's route states of itself, read before Nest routes it (docs/architecture.md, Facts on the route).
  const routes = app.get(RouteTable);
  const staff = isStaffRoute(routes);
  const bodyType = bodyTypeOf(routes);
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  const publicRead = (req: Request) => isRead(req) && !staff(req);
  const session = takesSession(routes);
  const greet = (req: IncomingMessage, res: ServerResponse, route?: string) => {
    nameRequest(req, res);
    metrics.time(req, res, route);
  };
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_IDLE_MS;
  serveFromCache(server, cache, { before: greet, databaseDown: () => outage.down });
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    greet(req, res);
    // A cached response above touches no database; from here on shutdown waits for the request.
    inFlight.track(res);
    next();
  });
  app.use(sayMisses(cache, publicRead));
  // Nothing a database refuses goes further (docs/api.md, Requests): one check of every path and query.
  app.use(refuseUnstorableUrls());
  app.use(securityHeaders());
  app.use(noStoreForStaff(staff));
  // A public write to the API answers a few hundred bytes of JSON, under compression()'s 1 kB threshold.
  app.use(unless((req) => isWrite(req) && routes.of(req) !== undefined && !staff(req) && !bodyType(req), compression()));
  app.use('/uploads', serveMedia(app.get(MEDIA_STORAGE), app.get(ServableMedia).allows));
  app.use(sameOriginWrites([config.publicUrl], bodyType, anyOriginOf(routes)));
  // A public read needs no body parser; only a route not marked @Sessionless takes the session and passport (docs/api.md, Requests).
  const sessions = sessionMiddleware(config, databaseUrl);
  app.use(unless(publicRead, jsonBody()));
  app.use(pageFormBody((req) => bodyType(req) === 'application/x-www-form-urlencoded'));
  app.use(unless((req) => !session(req), sessions.middleware, sessionLifetime(config), passport.initialize(), passport.session()));
  app.use(singlePageApp('/admin', config.adminWebDir, (req) => NOT_ADMIN_SPA.test(req.path)));
  const pages = app.get<PublicPages | null>(PUBLIC_PAGES);
  // The app's own routes at the root (robots.txt, sitemap.xml, feed.xml, the pages' form posts) are Nest's.
  const notPage = (req: Request) => NOT_PUBLIC_SPA.test(req.path) || routes.of(req) !== undefined;
  app.use(singlePageApp('/', config.publicWebDir, notPage, pages?.handler));
  serveOpenApi(app);
  return { close: sessions.close };
}

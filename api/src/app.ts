import 'reflect-metadata';
import { type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { join } from 'node:path';
import passport from 'passport';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { ResponseCache } from './cache/response-cache';
import { serveStale } from './cache/serve-cached';
import { sessionLifetime, sessionMiddleware } from './auth/session';
import { InFlight } from './common/in-flight';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { headersSetBy, plainPublicLists, plainReads } from './common/public-read';
import { plainVerify } from './certificates/certificate-verify';
import { answerEarly } from './common/early-answers';
import { plainNewsReads } from './news/news.public-read';
import { DatabaseOutage } from './database/outage';
import { JsonLogger } from './common/logger';
import { requestId } from './common/request-id';
import { isPublicRead, jsonBody, sameOriginWrites, singlePageApp, unless } from './common/web';
import type { AppConfig } from './config/config';
import { Metrics } from './metrics/metrics';
import { serveOpenApi } from './openapi/openapi';
import { SEO_PATHS } from './seo/seo.controller';
import { publicPages } from './ssr/public-pages';
import { serveUploads, uploadsDir } from './uploads/uploads.static';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded';

export interface RunningApp {
  app: NestExpressApplication;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Stops taking connections and waits for requests in flight (at most 10 s), so the
 * database pool is closed only once nothing uses it.
 */
function drain(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Express with one spelling of every path (docs/api.md, Requests): routes match case-sensitively
 * and without a trailing slash, so the checks made on req.path (cross-site writes, the
 * /api/admin rule) and routing always read the same path. Set before the router is made.
 */
function oneSpellingServer(): express.Express {
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  return server;
}

const NOT_SPA = /^\/(api|uploads)(\/|$)/;

/**
 * Builds the whole server: database (embedded when no DATABASE_URL), migrations,
 * sessions, the API under /api, and the two built front ends at / and /admin.
 */
export async function createApp(config: AppConfig, logger: LoggerService = new JsonLogger(config.logLevel)): Promise<RunningApp> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), 'institute');
    databaseUrl = embedded.url;
    logger.log(`Embedded PostgreSQL running from ${join(config.dataDir, 'postgres')}`, 'Database');
  }
  try {
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, databaseUrl),
      new ExpressAdapter(oneSpellingServer()),
      {
        bodyParser: false,
        logger,
      },
    );
    app.set('trust proxy', config.trustProxy ? 1 : false);
    app.disable('x-powered-by');
    // ETags come from the response cache alone (docs/caching.md); hashing every other answer bought nothing.
    app.set('etag', false);
    // Search engines and feed readers look for these at the root.
    app.setGlobalPrefix('api', { exclude: [...SEO_PATHS] });
    app.use(requestId);
    app.use(app.get(Metrics).middleware());
    // While the database is away, a public read kept in the cache is answered here (docs/caching.md).
    const outage = app.get(DatabaseOutage);
    app.use(serveStale(app.get(ResponseCache), () => outage.down));
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Staff link images and documents hosted anywhere; the contact map is an embedded iframe.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const sameOrigin = sameOriginWrites([config.publicUrl], [/^\/api\/admin\/uploads$/, /^\/api\/admin\/certificates\/import$/]);
    // Kept answers, public reads and certificate verification in plain SQL: answered before
    // Express routes the request at all (docs/architecture.md, Before Express).
    const filter = new HttpExceptionFilter(outage, app.get(ResponseCache));
    const plain = plainReads(
      [
        ...plainNewsReads(app.get(DataSource)),
        ...plainPublicLists(app.get(DataSource), (service) => app.get(service, { strict: false })),
        plainVerify(app, [sameOrigin, jsonBody()]),
      ],
      { cache: app.get(ResponseCache), databaseDown: () => outage.down, securityHeaders: headersSetBy(securityHeaders), filter },
    );
    answerEarly(app.getHttpServer(), app.getHttpAdapter().getInstance() as express.Express, {
      cache: app.get(ResponseCache),
      metrics: app.get(Metrics),
      plain,
      filter,
    });
    app.use(securityHeaders);
    app.use(compression());
    app.use('/uploads', serveUploads(uploadsDir(config)));
    app.use(sameOrigin);
    // The lean path: a public read skips the body parser, the session and passport (docs/api.md, Requests).
    const pool = (app.get(DataSource).driver as unknown as { master: Pool }).master;
    const sessions = sessionMiddleware(config, pool);
    app.use(unless(isPublicRead, jsonBody(), sessions.middleware, sessionLifetime(config), passport.initialize(), passport.session()));
    app.use(singlePageApp('/admin', config.adminWebDir, NOT_SPA));
    const notPublicSpa = new RegExp(`^/(api|uploads|admin)(/|$)|^/(${SEO_PATHS.map((p) => p.replace('.', '\\.')).join('|')})$`);
    app.use(
      singlePageApp(
        '/',
        config.publicWebDir,
        notPublicSpa,
        publicPages(config.publicWebDir, config.publicUrl, logger, app.get(ResponseCache))?.handler,
      ),
    );
    serveOpenApi(app);
    await app.init();
    return {
      app,
      databaseUrl,
      async close() {
        await drain(app.getHttpServer());
        await app.get(InFlight).idle();
        await sessions.close();
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}

import 'reflect-metadata';
import { type LoggerService, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PAGE_FORM_PATHS } from '@institute/shared';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { InFlight } from './common/in-flight';
import { JsonLogger } from './common/logger';
import { type AppConfig, servedOverHttps } from './config/config';
import { EMBEDDED_DATABASE, type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded';
import { useHttpPipeline } from './http';
import { SEO_PATHS } from './seo/seo.controller';

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

/**
 * Builds the whole server: database (embedded when no DATABASE_URL), the app's modules, and the
 * HTTP pipeline in front of them (http.ts), serving the API under /api and the two built front
 * ends at / and /admin.
 */
export async function createApp(config: AppConfig, logger: LoggerService = new JsonLogger(config.logLevel)): Promise<RunningApp> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), EMBEDDED_DATABASE);
    databaseUrl = embedded.url;
    logger.log(`Embedded PostgreSQL running from ${join(config.dataDir, 'postgres')}`, 'Database');
  }
  try {
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, databaseUrl),
      new ExpressAdapter(oneSpellingServer()),
      { bodyParser: false, logger },
    );
    // X-Forwarded-For and X-Forwarded-Proto are believed from the TRUST_PROXY nearest hops: the
    // client is the address that many hops back (docs/operations.md, Client addresses).
    app.set('trust proxy', config.trustProxy);
    if (servedOverHttps(config)) {
      // PUBLIC_URL is https: the public reaches the site over https alone, so every request counts
      // as https (req.protocol, req.secure) whatever the proxies in front say, and the session
      // cookie is Secure even when a proxy talks plain http to the next (docs/configuration.md).
      Object.defineProperty((app.getHttpAdapter().getInstance() as express.Express).request, 'protocol', {
        get: () => 'https',
        configurable: true,
      });
    }
    app.disable('x-powered-by');
    // ETags come from the response cache alone (docs/caching.md); hashing every other answer bought nothing.
    app.set('etag', false);
    // Search engines and feed readers look for these at the root.
    // And the public pages' forms, posted to the pages themselves (docs/public-site.md, Forms without JavaScript).
    app.setGlobalPrefix('api', {
      exclude: [...SEO_PATHS, ...PAGE_FORM_PATHS.map((path) => ({ path: path.slice(1), method: RequestMethod.POST }))],
    });
    const pipeline = useHttpPipeline(app, config, databaseUrl);
    await app.init();
    return {
      app,
      databaseUrl,
      async close() {
        await drain(app.getHttpServer());
        await app.get(InFlight).idle();
        await pipeline.close();
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}

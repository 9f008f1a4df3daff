import 'reflect-metadata';
import { type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { join } from 'node:path';
import passport from 'passport';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { sessionMiddleware } from './auth/session';
import { InFlight } from './common/in-flight';
import { JsonLogger } from './common/logger';
import { requestId } from './common/request-id';
import { jsonBody, sameOriginWrites, singlePageApp } from './common/web';
import type { AppConfig } from './config/config';
import { Metrics } from './metrics/metrics';
import { serveOpenApi } from './openapi/openapi';
import { SEO_PATHS } from './seo/seo.controller';
import { articlePreview } from './seo/article-preview';
import { NewsService } from './news/news.service';
import { SiteSettingsService } from './site-settings/site-settings.service';
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
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
      bodyParser: false,
      logger,
    });
    app.set('trust proxy', config.trustProxy ? 1 : false);
    app.disable('x-powered-by');
    // Search engines and feed readers look for these at the root.
    app.setGlobalPrefix('api', { exclude: [...SEO_PATHS] });
    app.use(requestId);
    app.use(app.get(Metrics).middleware());
    app.use(
      helmet({
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
      }),
    );
    app.use(compression());
    app.use('/uploads', serveUploads(uploadsDir(config)));
    app.use(sameOriginWrites([config.publicUrl], [/^\/api\/admin\/uploads$/]));
    app.use(jsonBody());
    const pool = (app.get(DataSource).driver as unknown as { master: Pool }).master;
    app.use(sessionMiddleware(config, pool));
    app.use(passport.initialize());
    app.use(passport.session());
    app.use(singlePageApp('/admin', config.adminWebDir, NOT_SPA));
    const notPublicSpa = new RegExp(`^/(api|uploads|admin)(/|$)|^/(${SEO_PATHS.map((p) => p.replace('.', '\\.')).join('|')})$`);
    app.use(articlePreview(config.publicWebDir, config.publicUrl, app.get(NewsService), app.get(SiteSettingsService)));
    app.use(singlePageApp('/', config.publicWebDir, notPublicSpa));
    serveOpenApi(app);
    await app.init();
    return {
      app,
      databaseUrl,
      async close() {
        await drain(app.getHttpServer());
        await app.get(InFlight).idle();
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}

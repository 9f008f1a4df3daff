import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ErrorBodySchema, METRICS_SCHEME, SESSION_SCHEME } from '../common/api-docs';
import { SESSION_COOKIE } from '../config/config';
import metadata from './metadata';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The OpenAPI 3 document of the API, from the controllers and DTOs: the decorators, and what
 * @nestjs/swagger's CLI plugin read from the source into metadata.ts (docs/api.md, The OpenAPI document).
 */
function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Technical Training Institute API')
    .setDescription(
      'The API of the public website and the back office. Conventions (JSON, sessions, status codes, the error shape, ' +
        'validation, list parameters) are in docs/api.md; rights in docs/roles.md.',
    )
    .setVersion('1')
    .addServer('/', 'This server')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (unset: loopback only)' }, METRICS_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodySchema] });
  // A route that names no scheme (no @Rights, @SignedIn or token) is public, and says so.
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) if (path[method]) path[method].security ??= [];
  }
  return document;
}

/**
 * Serves the document at /api/docs.json and Swagger UI at /api/docs, its assets from the
 * swagger-ui-dist package (no CDN), under the app's own Content-Security-Policy. The document
 * is built on its first request, once the plugin's metadata is loaded.
 */
export function serveOpenApi(app: INestApplication): void {
  const loaded = SwaggerModule.loadPluginMetadata(metadata);
  // Should it fail (a DTO gone since metadata.ts was written), the documentation answers 500 and the API serves on.
  loaded.catch(() => undefined);
  app.use(/^\/api\/docs/, (_req: Request, _res: Response, next: NextFunction) => void loaded.then(() => next(), next));
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    jsonDocumentUrl: 'api/docs.json',
    raw: ['json'],
    customSiteTitle: 'Technical Training Institute API',
  });
}

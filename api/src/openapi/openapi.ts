import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiProperty, ApiResponse, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '../config/config';
import metadata from './metadata';

/** The security scheme of every signed-in route: the session cookie (docs/api.md, Requests). */
export const SESSION_SCHEME = 'session';

/** The scheme of GET /api/metrics: `Authorization: Bearer $METRICS_TOKEN` (docs/operations.md). */
export const METRICS_SCHEME = 'metrics';

class FieldErrorSchema {
  @ApiProperty({ example: 'slug' }) field: string;
  @ApiProperty({ example: 'Slug must be at least 3 characters long' }) message: string;
  @ApiProperty({ description: "The message's code, which stays when its words change", example: 'slug.tooShort' }) code: string;
}

/** The one error shape of every 4xx and 5xx answer (docs/api.md, Errors). */
class ErrorBodySchema {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: "The message's code, which stays when its words change", example: 'slug.tooShort' }) code: string;
  @ApiProperty({ description: 'A sentence a person can read', example: 'Slug must be at least 3 characters long' }) error: string;
  @ApiProperty({ description: 'The same sentence', example: 'Slug must be at least 3 characters long' }) message: string;
  @ApiProperty({ type: [FieldErrorSchema], required: false, description: 'Validation failures: one entry per failing field' })
  details?: FieldErrorSchema[];
}

const ERROR_WHEN = {
  400: 'Validation failed (details names each field), or a malformed parameter',
  401: 'Not signed in',
  403: 'Signed in without the right, or a cross-site write',
  404: 'Unknown id, key or slug',
  409: 'A unique value in use, or a record still linked',
  413: 'The body or upload is too large',
  415: 'A write that is not JSON, or an upload of a kind not accepted',
  429: 'The rate limit of this route is reached',
} as const;

/** Documents the error answers a route may give, each in the error shape. */
export function ApiErrors(...statuses: (keyof typeof ERROR_WHEN)[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_WHEN[status], type: ErrorBodySchema })));
}

/** The answer of an admin list (docs/api.md, Admin lists) and its Content-Range header; its parameters are its ListQueryDto's. */
export function ApiAdminList() {
  return applyDecorators(
    ApiResponse({
      status: 200,
      description: 'The page of records, as a JSON array',
      headers: {
        'Content-Range': {
          description: 'The resource, the rows answered and the total',
          schema: { type: 'string', example: 'news 0-24/319' },
        },
      },
    }),
    ApiErrors(400),
  );
}

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

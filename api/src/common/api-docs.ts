/**
 * How a route documents itself in the OpenAPI document: its security schemes, its error answers in
 * the one error shape, an admin list's answer (docs/api.md, The OpenAPI document). The document is
 * built from these by openapi/openapi.ts.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';

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
export class ErrorBodySchema {
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

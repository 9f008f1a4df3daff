import { applyDecorators, type INestApplication, type Type } from '@nestjs/common';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { ApiProperty, ApiQuery, ApiResponse, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { SESSION_COOKIE } from '../auth/session';

/** The security scheme of every signed-in route: the session cookie (docs/api.md, Requests). */
export const SESSION_SCHEME = 'session';

class FieldErrorSchema {
  @ApiProperty({ example: 'slug' }) field: string;
  @ApiProperty({ example: 'Slug must be at least 3 characters long' }) message: string;
}

/** The one error shape of every 4xx and 5xx answer (docs/api.md, Errors). */
class ErrorBodySchema {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'A sentence a person can read', example: 'Slug must be at least 3 characters long' }) error: string;
  @ApiProperty({ description: 'The same sentence', example: 'Slug must be at least 3 characters long' }) message: string;
  @ApiProperty({ type: [FieldErrorSchema], required: false, description: 'Validation failures: one entry per failing field' })
  details?: FieldErrorSchema[];
}

const ERROR_WHEN: Record<number, string> = {
  400: 'Validation failed (details names each field), or a malformed parameter',
  401: 'Not signed in',
  403: 'Signed in without the right, or a cross-site write',
  404: 'Unknown id, key or slug',
  409: 'A unique value in use, or a record still linked',
  413: 'The body or upload is too large',
  415: 'A write that is not JSON, or an upload of a kind not accepted',
  429: 'The rate limit of this route is reached',
};

/** Documents the error answers a route may give, each in the error shape. */
export function ApiErrors(...statuses: (keyof typeof ERROR_WHEN)[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_WHEN[status], type: ErrorBodySchema })));
}

/** The parameters of an admin list (docs/api.md, Admin lists) and its Content-Range header. */
export function ApiAdminList() {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, description: 'A sortable field and its order, as JSON', example: '["createdAt","DESC"]' }),
    ApiQuery({ name: 'range', required: false, description: 'Inclusive [start,end], at most 1,000 rows', example: '[0,24]' }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: 'JSON: `q` searches the text columns, `id` one id or a list, each filterable field an exact value or a list',
      example: '{"q":"electrician"}',
    }),
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

type Schema = Record<string, unknown>;

/** class-transformer's `@Type(() => X)` of a nested field, read from its metadata store. */
function nestedType(target: Type<unknown>, property: string): Type<unknown> | undefined {
  // class-transformer exports its metadata store only from this file, which has no type declarations.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
    defaultMetadataStorage: { findTypeMetadata(target: Type<unknown>, property: string): { typeFunction(): Type<unknown> } | undefined };
  };
  return defaultMetadataStorage.findTypeMetadata(target, property)?.typeFunction();
}

/** The JSON schema of one field, from its class-validator decorators. */
function fieldSchema(target: Type<unknown>, property: string, metas: ValidationMetadata[], describe: (t: Type<unknown>) => void): Schema {
  const item: Schema = {};
  const own: Schema = {};
  let array = false;
  for (const m of metas) {
    const into = m.each ? item : own;
    const [c] = m.constraints ?? [];
    switch (m.name) {
      case 'isString':
        into.type = 'string';
        break;
      case 'isInt':
        into.type = 'integer';
        break;
      case 'isBoolean':
        into.type = 'boolean';
        break;
      case 'isUuid':
        Object.assign(into, { type: 'string', format: 'uuid' });
        break;
      case 'isIn':
        Object.assign(into, { type: 'string', enum: [...(c as string[])] });
        break;
      case 'maxLength':
        into.maxLength = c;
        break;
      case 'minLength':
        into.minLength = c;
        break;
      case 'min':
        into.minimum = c;
        break;
      case 'max':
        into.maximum = c;
        break;
      case 'isArray':
        array = true;
        break;
      case 'arrayMaxSize':
        own.maxItems = c;
        break;
    }
  }
  if (metas.some((m) => m.type === 'nestedValidation')) {
    const nested = nestedType(target, property);
    if (nested) {
      describe(nested);
      Object.assign(item, { type: nested });
    }
  }
  // IsOptional lets null through (an optional text field is cleared with '' or null); ValidateIf does not.
  const nullable = metas.some((m) => m.type === 'conditionalValidation' && m.name === 'isOptional') ? { nullable: true } : {};
  const required = !metas.some((m) => m.type === 'conditionalValidation');
  if (array) return { ...own, type: 'array', items: item, required, ...nullable };
  return { ...own, ...item, required, ...nullable };
}

const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

/**
 * Writes the OpenAPI description of a DTO from its class-validator decorators, so the DTO says
 * everything once: types, bounds, option lists, which fields may be left out or sent as null.
 * A field that already carries @ApiProperty keeps it.
 */
function describeDto(dto: Type<unknown>, seen = new Set<Type<unknown>>()): void {
  if (seen.has(dto)) return;
  seen.add(dto);
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const byField = new Map<string, ValidationMetadata[]>();
  for (const m of metas) byField.set(m.propertyName, [...(byField.get(m.propertyName) ?? []), m]);
  for (const [property, fieldMetas] of byField) {
    if (Reflect.hasMetadata(API_MODEL_PROPERTIES, dto.prototype, property)) continue;
    const { items, ...schema } = fieldSchema(dto, property, fieldMetas, (nested) => describeDto(nested, seen));
    const itemType = (items as Schema | undefined)?.type;
    ApiProperty(
      items
        ? typeof itemType === 'function'
          ? { ...schema, type: [itemType as Type<unknown>] }
          : { ...schema, type: 'array', items: items as never }
        : (schema as never),
    )(dto.prototype, property);
  }
}

/** Every class a handler receives as its body (@Body()), found through Nest's own route metadata. */
function bodyTypes(app: INestApplication): Type<unknown>[] {
  const found = new Set<Type<unknown>>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      for (let proto = controller.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const method of Object.getOwnPropertyNames(proto)) {
          // Only handlers Nest routes (a factory leaves the routes it does not serve undecorated).
          if (method === 'constructor' || !Reflect.hasMetadata(PATH_METADATA, proto[method])) continue;
          const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
          const types: unknown[] = Reflect.getMetadata('design:paramtypes', proto, method) ?? [];
          for (const [key, { index }] of Object.entries(args)) {
            const type = types[index];
            if (key.startsWith(`${RouteParamtypes.BODY}:`) && typeof type === 'function' && type !== Object)
              found.add(type as Type<unknown>);
          }
        }
      }
    }
  }
  return [...found];
}

/** The OpenAPI 3 document of the API, generated from the controllers and their DTOs. */
function openApiDocument(app: INestApplication): OpenAPIObject {
  const seen = new Set<Type<unknown>>();
  for (const dto of bodyTypes(app)) describeDto(dto, seen);
  const config = new DocumentBuilder()
    .setTitle('Technical Training Institute API')
    .setDescription(
      'The API of the public website and the back office. Conventions (JSON, sessions, status codes, the error shape, ' +
        'validation, list parameters) are in docs/api.md; rights in docs/roles.md.',
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SCHEME)
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodySchema] });
}

/**
 * Serves the document at /api/docs.json and Swagger UI at /api/docs, its assets from the
 * swagger-ui-dist package (no CDN), under the app's own Content-Security-Policy.
 */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    jsonDocumentUrl: 'api/docs.json',
    raw: ['json'],
    customSiteTitle: 'Technical Training Institute API',
  });
}

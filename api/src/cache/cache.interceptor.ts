import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable, tap } from 'rxjs';
import { keepAnswer } from './keep';
import { CLEARS_CACHE, PUBLIC_CACHE, type PublicCacheRule } from './public-cache.decorator';
import { ResponseCache } from './response-cache';

/**
 * The response cache's part in Nest (docs/caching.md): a read marked @PublicCache is serialized
 * once and kept (keepAnswer), then answered with its strong ETag (Express answers 304 to a
 * matching If-None-Match); a successful write of a back-office controller marked
 * @ClearsCache(tags) clears the entries of those kinds of content before its answer leaves. Bound to the routes it acts on,
 * never global: any interceptor on a route costs each of its requests (docs/architecture.md,
 * Interceptors where they act).
 */
@Injectable()
class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const tags = this.reflector.getAllAndOverride<readonly string[] | undefined>(CLEARS_CACHE, [
        context.getHandler(),
        context.getClass(),
      ]);
      return tags?.length ? next.handle().pipe(tap(() => this.cache.invalidate(tags))) : next.handle();
    }
    const rule = this.reflector.get<PublicCacheRule | undefined>(PUBLIC_CACHE, context.getHandler());
    if (!rule || !this.cache.enabled) return next.handle();
    const mark = this.cache.mark();
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === undefined || res.headersSent || res.statusCode !== 200) return value;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const body = JSON.stringify(value);
        const route = (req.route as { path?: string } | undefined)?.path;
        keepAnswer(this.cache, req, res, body, { ...rule, route, mark });
        // A string is sent as it is (Express then compares the ETag with If-None-Match).
        return body;
      }),
    );
  }
}

/**
 * A public read whose answer the response cache keeps: `@PublicCache(['news', 'users'], ['q'])`,
 * the kinds of content it shows (the admin resources whose writes clear it) and the query
 * parameters it reads (with the path, the answer's key: docs/caching.md, Keys).
 */
export const PublicCache = (tags: readonly string[], query: readonly string[] = []) =>
  applyDecorators(SetMetadata<string, PublicCacheRule>(PUBLIC_CACHE, { tags, query }), UseInterceptors(ResponseCacheInterceptor));

/**
 * A back-office controller whose successful writes clear the cached responses that show the
 * kinds of content `tags` names (as @PublicCache names them): its resource's, and for users the
 * news too (authors' names).
 */
export const ClearsCache = (tags: readonly string[]) =>
  applyDecorators(SetMetadata(CLEARS_CACHE, tags), UseInterceptors(ResponseCacheInterceptor));

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable, tap } from 'rxjs';
import { parseAdminPath } from '../common/admin-path';
import { keepAnswer } from './keep';
import { PUBLIC_CACHE, type PublicCacheRule } from './public-cache.decorator';
import { ResponseCache } from './response-cache';

/** Which cached kinds of content a write to `/api/admin/<resource>` changes: its own, and news for users (authors' names). */
function tagsOfAdminWrite(path: string): string[] {
  const resource = parseAdminPath(path)?.resource;
  if (!resource) return [];
  return resource === 'users' ? ['users', 'news'] : [resource];
}

/**
 * The response cache's part in Nest (docs/caching.md): a read marked @PublicCache is
 * serialized once and kept (keepAnswer), then answered with its strong ETag (Express answers 304
 * to a matching If-None-Match); a successful admin write clears the entries of its resource
 * before its answer leaves; back-office answers say `Cache-Control: no-store`.
 */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const admin = /^\/api\/(admin|user)(\/|$)/.test(req.path);
    if (admin) res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const tags = tagsOfAdminWrite(req.path);
      return tags.length ? next.handle().pipe(tap(() => this.cache.invalidate(tags))) : next.handle();
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

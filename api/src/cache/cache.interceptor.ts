import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable, tap } from 'rxjs';
import { SESSION_COOKIE } from '../auth/session';
import { parseAdminPath } from '../common/admin-path';
import { PUBLIC_CACHE } from './public-cache.decorator';
import { ResponseCache } from './response-cache';

/** Headers that belong to one answer only, never stored. */
const OWN_HEADERS = new Set(['set-cookie', 'x-request-id', 'content-length', 'etag', 'date', 'content-encoding', 'cache-control', 'vary']);

/** Which cached kinds of content a write to `/api/admin/<resource>` changes: its own, and news for users (authors' names). */
function tagsOfAdminWrite(path: string): string[] {
  const resource = parseAdminPath(path)?.resource;
  if (!resource) return [];
  return resource === 'users' ? ['users', 'news'] : [resource];
}

/** The headers of an answer being made that are stored with it (the security headers, its type…). */
export function storedHeaders(res: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, v] of Object.entries(res.getHeaders())) {
    if (!OWN_HEADERS.has(name) && v !== undefined) headers[name] = Array.isArray(v) ? v : String(v);
  }
  return headers;
}

/**
 * `public, max-age…` for visitors; a browser holding the session cookie (staff, who may have
 * just saved) is asked to revalidate every time, which a 304 makes cheap. Only the cookie's
 * presence is looked at: the session itself is never read on this path.
 */
export function publicCacheControl(cache: ResponseCache, req: Request): string {
  if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return 'private, no-cache';
  const maxAge = cache.options.maxAgeSeconds;
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 6}`;
}

/**
 * The response cache's part in Nest (docs/caching.md): a read marked @PublicCache is
 * serialized once, kept, and answered with a strong ETag (Express answers 304 to a matching
 * If-None-Match); a successful admin write clears the entries of its resource before its
 * answer leaves; back-office answers say `Cache-Control: no-store`.
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
    const tags = this.reflector.get<string[] | undefined>(PUBLIC_CACHE, context.getHandler());
    if (!tags || !this.cache.enabled) return next.handle();
    const mark = this.cache.mark();
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === undefined || res.headersSent || res.statusCode !== 200) return value;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const body = JSON.stringify(value);
        const headers = storedHeaders(res);
        const route = (req.route as { path?: string } | undefined)?.path;
        const entry = this.cache.set(req.originalUrl, { body, headers, route }, tags, mark);
        if (entry) {
          res.setHeader('ETag', entry.etag);
          res.setHeader('Cache-Control', publicCacheControl(this.cache, req));
          res.setHeader('Vary', 'Accept-Encoding, Cookie');
        }
        // A string is sent as it is (Express then compares the ETag with If-None-Match).
        return body;
      }),
    );
  }
}

import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AuditService } from './audit.service';

/**
 * Records a refused sign-in (401): the credentials guard answers before any interceptor runs,
 * so this watches the answer of POST /api/login. The username typed is kept, never the password.
 */
@Injectable()
export class FailedSignIn implements NestMiddleware {
  constructor(private readonly audit: AuditService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'POST' || req.originalUrl.split('?')[0] !== '/api/login') return next();
    res.on('finish', () => {
      if (res.statusCode !== 401) return;
      const typed = (req.body as { username?: unknown } | undefined)?.username;
      void this.audit.record({
        action: 'sign-in-failed',
        username: typeof typed === 'string' ? typed.slice(0, 100) : null,
        entity: 'users',
        ip: req.ip ?? null,
      });
    });
    next();
  }
}

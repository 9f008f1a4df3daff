import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { auditRefinement, AuditService } from './audit.service';

/**
 * Records a refused sign-in (401): the credentials guard answers before any interceptor runs,
 * so this watches the answer of POST /api/login. The username typed is kept, never the password.
 * A refused second step (POST /api/login/2fa) is recorded as `two-factor-failed` with the user of
 * the pending sign-in, which the handler names (setAudit); the code typed is never kept.
 */
@Injectable()
export class FailedSignIn implements NestMiddleware {
  constructor(private readonly audit: AuditService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const path = req.originalUrl.split('?')[0];
    if (req.method !== 'POST' || (path !== '/api/login' && path !== '/api/login/2fa')) return next();
    res.on('finish', () => {
      if (res.statusCode !== 401) return;
      if (path === '/api/login/2fa') {
        const refused = auditRefinement(res);
        if (refused) void this.audit.record({ action: 'two-factor-failed', ...refused, ip: req.ip ?? null });
        return;
      }
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

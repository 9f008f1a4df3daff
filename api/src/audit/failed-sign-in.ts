import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { comparedUsername } from '../common/compared-username';
import { clientIp } from '../common/client-ip';
import { auditRefinement, AuditService } from './audit.service';

/**
 * Records a refused sign-in (401): the credentials guard answers before any interceptor runs,
 * so this watches the answer of POST /api/login. The username is kept as sign-in compares it
 * (trimmed, lowered), never as typed; the password never.
 * A refused second step (POST /api/login/2fa) is recorded as `two-factor-failed` with the user of
 * the pending sign-in, which the handler names (setAudit); the code typed is never kept.
 */
@Injectable()
export class FailedSignIn implements NestMiddleware {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const path = req.originalUrl.split('?')[0];
    if (req.method !== 'POST' || (path !== '/api/login' && path !== '/api/login/2fa')) return next();
    res.on('finish', () => {
      if (res.statusCode !== 401) return;
      if (path === '/api/login/2fa') {
        const refused = auditRefinement(res);
        if (refused) void this.audit.record({ action: 'two-factor-failed', ...refused, ip: clientIp(req) ?? null });
        return;
      }
      const typed = (req.body as { username?: unknown } | undefined)?.username;
      void this.record(typeof typed === 'string' ? typed : null, clientIp(req) ?? null);
    });
    next();
  }

  private async record(typed: string | null, ip: string | null): Promise<void> {
    try {
      const username = typed === null ? null : await comparedUsername(this.dataSource, typed);
      await this.audit.record({ action: 'sign-in-failed', username, entity: 'users', ip });
    } catch (err) {
      this.logger.error(`Could not record sign-in-failed: ${(err as Error).message}`);
    }
  }
}

import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { comparedUsername } from '../auth/compared-username';
import { clientIp } from '../common/client-ip';
import { AuditService } from './audit.service';

/**
 * Records a refused sign-in (401): the credentials guard answers before any interceptor runs,
 * so this watches the answer of POST /api/login. The username is kept as sign-in compares it
 * (trimmed, lowered), never as typed; the password never.
 */
@Injectable()
export class FailedSignIn implements NestMiddleware {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'POST' || req.originalUrl.split('?')[0] !== '/api/login') return next();
    res.on('finish', () => {
      if (res.statusCode !== 401) return;
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

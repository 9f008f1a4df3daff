import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { comparedUsername } from '../common/compared-username';
import { clientIp } from '../common/client-ip';
import { AuditService } from './audit.service';

/**
 * Records a refused sign-in (401) as `sign-in-failed` (docs/api.md, Audit log): the credentials
 * guard (auth/local-auth.guard.ts) refuses before any interceptor runs, so it records the
 * refusal itself. The username is kept as sign-in compares it (trimmed, lowered), never as typed;
 * the password never.
 */
@Injectable()
export class FailedSignIn {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  /** Records the refused sign-in of `req`; a failure to record is logged, never thrown. */
  async record(req: Request): Promise<void> {
    const typed = (req.body as { username?: unknown } | undefined)?.username;
    const ip = clientIp(req) ?? null;
    try {
      const username = typeof typed === 'string' ? await comparedUsername(this.dataSource, typed) : null;
      await this.audit.record({ action: 'sign-in-failed', username, entity: 'users', ip });
    } catch (err) {
      this.logger.error(`Could not record sign-in-failed: ${(err as Error).message}`);
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { adminListSpec, type ListPage, type ListQuery, runListQuery } from '../common/list-query';
import { AuditEntry } from './audit-entry.entity';

/**
 * Names whose values never enter the log: passwords, hashes, tokens, secrets, dates of birth, and
 * two-factor codes (a code, a recovery code, the setup's URL and QR code).
 */
const SECRET = /password|hash|token|secret|dateofbirth|date_of_birth|^code$|^recoveryCodes?$|^otpauthUrl$|^qrSvg$/i;
export const REDACTED = '[redacted]';

/** A copy of `value` with every secret field's value replaced by REDACTED, at any depth. */
function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? REDACTED : redact(v, depth + 1)]));
}

export type AuditRecord = Pick<AuditEntry, 'action'> & Partial<Omit<AuditEntry, 'id' | 'createdAt' | 'action'>>;

/**
 * What a handler adds to its request's entry (the sign-in's method, the sessions ended, a
 * refused code's user), read by the audit interceptor; null: record nothing.
 */
export type AuditRefinement = Partial<Omit<AuditEntry, 'id' | 'createdAt'>> | null;

export function setAudit(res: Response, refinement: AuditRefinement): void {
  res.locals.audit = refinement;
}

export function auditRefinement(res: Response): AuditRefinement | undefined {
  return res.locals.audit as AuditRefinement | undefined;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');
  readonly spec = adminListSpec('audit-log', {
    sortable: ['createdAt', 'action', 'entity', 'username'],
    searchable: ['username', 'entity', 'entityId', 'action'],
    filterable: ['userId', 'action', 'entity', 'entityId'],
    dateBounds: ['createdAt'],
  });

  constructor(@InjectRepository(AuditEntry) private readonly repo: Repository<AuditEntry>) {}

  /** Stores an entry; a failure is logged and never fails the action it records. */
  async record(entry: AuditRecord): Promise<void> {
    try {
      await this.repo.insert({ ...entry, changes: (redact(entry.changes ?? null) ?? null) as never });
    } catch (err) {
      this.logger.error(`Could not record ${entry.action}: ${(err as Error).message}`);
    }
  }

  /** ra-data-simple-rest's list, with the date bounds `createdAt_gte` and `createdAt_lte` (ListSpec.dateBounds). */
  list(query: ListQuery): Promise<ListPage<AuditEntry>> {
    return runListQuery(this.repo.createQueryBuilder('row'), query, this.spec);
  }

  async get(id: string): Promise<AuditEntry | null> {
    return this.repo.findOneBy({ id });
  }
}

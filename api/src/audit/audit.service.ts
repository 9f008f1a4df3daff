import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { adminListSpec, applyListQuery, type ListPage, type ListQuery, parseListQuery } from '../common/list-query';
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

const DATE_FILTERS = { createdAt_gte: '>=', createdAt_lte: '<=' } as const;

@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');
  readonly spec = adminListSpec('audit-log', {
    sortable: ['createdAt', 'action', 'entity', 'username'],
    searchable: ['username', 'entity', 'entityId', 'action'],
    filterable: ['userId', 'action', 'entity', 'entityId'],
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

  /**
   * ra-data-simple-rest's list with two more filters, `createdAt_gte` and `createdAt_lte`
   * (a date or date-time, inclusive bounds; a bare date as `_lte` means the end of that day).
   */
  async listAnswerPage(query: Record<string, unknown>): Promise<ListPage<AuditEntry>> {
    const dates: [string, string][] = [];
    let rest = query;
    if (typeof query.filter === 'string' && query.filter) {
      let filter: Record<string, unknown>;
      try {
        filter = JSON.parse(query.filter);
      } catch {
        throw new BadRequestException('filter is not valid JSON');
      }
      if (filter && typeof filter === 'object' && !Array.isArray(filter)) {
        for (const key of Object.keys(DATE_FILTERS) as (keyof typeof DATE_FILTERS)[]) {
          if (!(key in filter)) continue;
          const value = filter[key];
          delete filter[key];
          if (value === '' || value === null) continue;
          if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new BadRequestException(`filter.${key} must be a date`);
          const bound = key === 'createdAt_lte' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value;
          dates.push([DATE_FILTERS[key], bound]);
        }
        rest = { ...query, filter: JSON.stringify(filter) };
      }
    }
    const list: ListQuery = parseListQuery(rest, this.spec);
    const qb: SelectQueryBuilder<AuditEntry> = this.repo.createQueryBuilder('row');
    dates.forEach(([op, value], i) => qb.andWhere(`row.createdAt ${op} :d${i}`, { [`d${i}`]: value }));
    applyListQuery(qb, list, this.spec);
    if (list.range) qb.skip(list.range[0]).take(list.range[1] - list.range[0] + 1);
    const [items, total] = await qb.getManyAndCount();
    const start = list.range ? list.range[0] : 0;
    return { items, total, start, end: items.length ? start + items.length - 1 : start };
  }

  async get(id: string): Promise<AuditEntry | null> {
    return this.repo.findOneBy({ id });
  }
}

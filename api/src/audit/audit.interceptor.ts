import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, type Observable, of, switchMap, tap, throwError } from 'rxjs';
import { clientIp } from '../common/client-ip';
import { currentUser } from '../common/rights';
import { auditRefinement, AuditService, REDACTED } from './audit.service';

type Row = Record<string, unknown>;

/** What a successful call of a route records (docs/api.md, Audit log). */
interface AuditRule {
  action: string;
  /** Read the record (the route's `:id`) before the handler runs, to keep the fields it changed (updates, status changes, restores). */
  before?: boolean;
}

const AUDIT_RULE = 'institute:audit-rule';
const AUDIT_ENTITY = 'institute:audit-entity';

/** Fields that are bookkeeping, not a change someone made. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'reviewer', 'author', 'lastLoginAt']);

/** `{field: {before, after}}` of the fields that changed; secrets named but never shown. */
function diff(before: Row | undefined, after: Row | undefined, body: Row): Row {
  const out: Row = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const [b, a] = [before?.[key], after?.[key]];
    if (JSON.stringify(b) !== JSON.stringify(a)) out[key] = { before: b ?? null, after: a ?? null };
  }
  // Write-only fields (a date of birth) are in no answer: that one was sent is all the log says.
  for (const key of Object.keys(body)) {
    if (!(key in out) && before?.[key] === undefined && after?.[key] === undefined) out[key] = REDACTED;
  }
  return out;
}

/**
 * Records every staff action in the audit log from one place (docs/api.md, Audit log): what a
 * route states with @AuditAs (sign-in, sign-out, password reset, every write of the back office)
 * with who, when and the client IP; the entity is its controller's @Audited, the record's id its
 * `:id`. An update reads the record first and keeps the fields it changed; secrets are redacted
 * by AuditService. A refusal is recorded when its handler named what to record (setAudit with an
 * action: a wrong second factor); a refused password never reaches a handler: LocalAuthGuard
 * records it.
 */
@Injectable()
class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly moduleRef: ModuleRef,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const refusals = next.handle().pipe(catchError((err: unknown) => this.refused(req, res, err)));
    const rule = this.reflector.get<AuditRule | undefined>(AUDIT_RULE, context.getHandler());
    const signedIn = currentUser(req);
    // A sign-out without a session (the back office checks on its sign-in page) ends nothing.
    if (!rule || (rule.action === 'sign-out' && !signedIn)) return refusals;
    const entity = this.reflector.get<string | undefined>(AUDIT_ENTITY, context.getClass());
    const params = (req.params ?? {}) as Record<string, string | undefined>;
    const entityId = params.id;
    const before$ = rule.before && entityId ? from(this.read(context, entityId)) : of(undefined);
    return before$.pipe(
      switchMap((before) =>
        refusals.pipe(
          tap((answer) => {
            const refinement = auditRefinement(res);
            if (refinement === null) return;
            const user = currentUser(req) ?? signedIn;
            const after = answer && typeof answer === 'object' ? (answer as Row) : undefined;
            const body = (req.body ?? {}) as Row;
            let action = rule.action;
            let changes: Row | null = null;
            if (action === 'restore') {
              changes = { ...diff(before, after, {}), revisionId: params.revisionId };
            } else if (action === 'update' || action === 'status') {
              changes = diff(before, after, body);
              if (action === 'update' && 'status' in changes) action = 'status';
            } else if (action === 'create' || action === 'upload') {
              changes = after ?? null;
            } else if (action === 'delete') {
              changes = after ?? null;
            } else if (action === 'import') {
              // A dry run changes nothing.
              if ((after as { dryRun?: boolean } | undefined)?.dryRun || !(after as { imported?: number })?.imported) return;
              changes = { imported: (after as { imported: number }).imported };
            } else if (action === 'password-change') {
              changes = { password: REDACTED };
            }
            void this.audit.record({
              action,
              userId: user?.id ?? null,
              username: user?.username ?? null,
              entity: entity ?? (action.startsWith('sign') ? 'users' : null),
              entityId: entityId ?? (after && typeof after.id === 'string' ? after.id : (user?.id ?? null)),
              ip: clientIp(req) ?? null,
              changes,
              ...refinement,
            });
          }),
        ),
      ),
    );
  }

  /** A refusal whose handler named the action to record (setAudit) is recorded, then goes on to the exception filter. */
  private refused(req: Request, res: Response, err: unknown): Observable<never> {
    const refinement = auditRefinement(res);
    if (refinement?.action) void this.audit.record({ ...refinement, action: refinement.action, ip: clientIp(req) ?? null });
    return throwError(() => err);
  }

  /** The record as its controller's service reads it, or undefined. */
  private async read(context: ExecutionContext, id: string): Promise<Row | undefined> {
    try {
      const controller = this.moduleRef.get(context.getClass(), { strict: false }) as {
        service?: { get?(id: string): Promise<unknown> };
        users?: { get?(id: string): Promise<unknown> };
      };
      const source = controller.service ?? controller.users;
      const row = await source?.get?.(id);
      return row ? (JSON.parse(JSON.stringify(row)) as Row) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * A controller whose actions the audit log records (docs/api.md, Audit log): every controller of
 * the back office's API (the CRUD factory's among them), the account's and sign-in's. `entity`
 * names what its records are (the admin resource); what each route records is its @AuditAs.
 * A test holds every staff route to it (test/staff-tools/audit-log.e2e.ts).
 */
export const Audited = (entity?: string) => applyDecorators(SetMetadata(AUDIT_ENTITY, entity), UseInterceptors(AuditInterceptor));

/**
 * What a successful call of the route records in the audit log: `@AuditAs('update', { before:
 * true })`. A route of an @Audited controller without it records nothing (reads, the second
 * factor's setup). The handler may refine the entry (setAudit).
 */
export const AuditAs = (action: string, options: Omit<AuditRule, 'action'> = {}) =>
  SetMetadata<string, AuditRule>(AUDIT_RULE, { action, ...options });

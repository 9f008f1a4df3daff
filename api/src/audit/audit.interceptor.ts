import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { from, type Observable, of, switchMap, tap } from 'rxjs';
import { parseAdminPath } from '../common/admin-path';
import { clientIp } from '../common/client-ip';
import { currentUser } from '../common/rights';
import type { Response } from 'express';
import { auditRefinement, AuditService, REDACTED } from './audit.service';

type Row = Record<string, unknown>;

interface Event {
  action: string;
  entity?: string;
  entityId?: string;
  /** Read the record before the handler runs (updates, status changes, restores). */
  before?: boolean;
  revisionId?: string;
}

/** Fields that are bookkeeping, not a change someone made. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'reviewer', 'author', 'lastLoginAt']);

/** The account calls (docs/api.md, Two-factor sign-in and Sessions), about the signed-in user. */
const ACCOUNT_ACTIONS: Record<string, string> = {
  'POST /api/user/two-factor/enable': 'two-factor-enable',
  'POST /api/user/two-factor/disable': 'two-factor-disable',
  'POST /api/user/password': 'password-change',
  'POST /api/user/sessions/end-others': 'sessions-end',
  'DELETE /api/user/sessions/:id': 'sessions-end',
};

/** What a request does, from its method and path; null: nothing to record (reads, public forms). */
function classify(req: Request): Event | null {
  const { method, path } = req;
  if (method === 'POST' && (path === '/api/login' || path === '/api/login/2fa')) return { action: 'sign-in' };
  const account =
    ACCOUNT_ACTIONS[`${method} ${path}`] ??
    ACCOUNT_ACTIONS[`${method} ${path.replace(/^\/api\/user\/sessions\/[^/]+$/, '/api/user/sessions/:id')}`];
  if (account) return { action: account, entity: 'users' };
  if (method === 'POST' && path === '/api/logout') return { action: 'sign-out' };
  if (method === 'POST' && path === '/api/auth/reset-password') return { action: 'password-reset' };
  const admin = parseAdminPath(path);
  if (!admin || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const { resource: entity, id, action: sub, revisionId } = admin;
  if (entity === 'audit-log') return null;
  if (method === 'POST' && id === 'import') return { action: 'import', entity };
  if (method === 'POST' && !id) return { action: entity === 'uploads' ? 'upload' : 'create', entity };
  if (sub === 'restore' && method === 'POST') return { action: 'restore', entity, entityId: id, before: true, revisionId };
  if (entity === 'users' && sub === 'two-factor' && method === 'DELETE') return { action: 'two-factor-reset', entity, entityId: id };
  if (entity === 'users' && sub === 'sessions' && method === 'DELETE') return { action: 'sessions-end', entity, entityId: id };
  if (method === 'DELETE') return { action: 'delete', entity, entityId: id };
  if (sub === 'status' || sub === 'toggle-status') return { action: 'status', entity, entityId: id, before: true };
  const body = (req.body ?? {}) as Row;
  if (entity === 'users' && 'password' in body) return { action: 'password-change', entity, entityId: id };
  return { action: 'update', entity, entityId: id, before: true };
}

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
 * Records every staff action in the audit log from one place (docs/api.md, Audit log): sign-in,
 * sign-out, password reset, and every successful write under /api/admin with who, when and the
 * client IP. An update reads the record first and keeps the fields it changed; secrets are
 * redacted by AuditService. A failed sign-in never reaches a handler: FailedSignIn records it.
 */
@Injectable()
class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly moduleRef: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const event = classify(req);
    const signedIn = currentUser(req);
    // A sign-out without a session (the back office checks on its sign-in page) ends nothing.
    if (!event || (event.action === 'sign-out' && !signedIn)) return next.handle();
    const before$ = event.before && event.entityId ? from(this.read(context, event.entityId)) : of(undefined);
    return before$.pipe(
      switchMap((before) =>
        next.handle().pipe(
          tap((answer) => {
            const refinement = auditRefinement(context.switchToHttp().getResponse<Response>());
            if (refinement === null) return;
            const user = currentUser(req) ?? signedIn;
            const after = answer && typeof answer === 'object' ? (answer as Row) : undefined;
            const body = (req.body ?? {}) as Row;
            let action = event.action;
            let changes: Row | null = null;
            if (action === 'restore') {
              changes = { ...diff(before, after, {}), revisionId: event.revisionId };
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
              entity: event.entity ?? (action.startsWith('sign') ? 'users' : null),
              entityId: event.entityId ?? (after && typeof after.id === 'string' ? after.id : (user?.id ?? null)),
              ip: clientIp(req) ?? null,
              changes,
              ...refinement,
            });
          }),
        ),
      ),
    );
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
 * the back office's API (the CRUD factory's among them), the account's and sign-in's. A test
 * holds every staff route to it (test/staff-tools/audit-log.e2e.ts).
 */
export const Audited = () => UseInterceptors(AuditInterceptor);

import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import { type Access, type Area, AUTH_MESSAGES, can, TWO_FACTOR_MESSAGES } from '@institute/shared';
import type { Request } from 'express';
import { ApiErrors, SESSION_SCHEME } from './api-docs';
import { RouteTable } from './route-table';

const RIGHTS_KEY = 'institute:rights';

/** Whether a user must set up two-factor sign-in before any back-office route (auth/two-factor.service.ts provides it). */
export interface TwoFactorGate {
  setupRequired(user: Pick<Express.User, 'role' | 'twoFactorEnabled'>): Promise<boolean>;
}
export const TWO_FACTOR_GATE = 'institute:two-factor-gate';

interface RightsRule {
  area: Area;
  access?: Access;
}

/**
 * States who may call a route (docs/roles.md), on a controller or on one handler.
 * Without `access`, reads (GET, HEAD) need `read` and every other method `manage`.
 */
export const Rights = (area: Area, access?: Access) =>
  applyDecorators(SetMetadata(RIGHTS_KEY, { area, access } satisfies RightsRule), ApiCookieAuth(SESSION_SCHEME), ApiErrors(401, 403));

/** Any signed-in user may call it (e.g. the current-user call). */
export const SignedIn = () => applyDecorators(SetMetadata(RIGHTS_KEY, { area: null }), ApiCookieAuth(SESSION_SCHEME), ApiErrors(401));

/**
 * Whether a request goes to the staff's API: a route that states who may call it (@Rights or
 * @SignedIn). Its answers are never stored (docs/caching.md) and its reads take the session.
 */
export function isStaffRoute(routes: RouteTable): (req: Request) => boolean {
  return (req) => routes.fact(req, RIGHTS_KEY) !== undefined;
}

/** The signed-in user passport put on the request (the users' entity: users/user.entity.ts). */
export function currentUser(req: Request): Express.User | undefined {
  return req.user;
}

/**
 * Global guard. A route with a rule needs a signed-in user (401) whose role has the
 * right (403). Forgetting to state a rule fails closed: the app does not start with a route of
 * the back office's API (`/api/admin`) that states none. While `twoFactorRequiredForAdmins` is
 * on, an administrator without 2FA is refused every route with an area (403), checked on every
 * request, so enabling 2FA lifts it at once (docs/api.md, Two-factor sign-in).
 */
@Injectable()
export class RightsGuard implements CanActivate, OnApplicationBootstrap {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TWO_FACTOR_GATE) private readonly twoFactor: TwoFactorGate,
    private readonly routes: RouteTable,
  ) {}

  onApplicationBootstrap(): void {
    const open = this.routes
      .all()
      .filter((route) => /^\/api\/admin(\/|$)/.test(route.path))
      .filter((route) => this.reflector.getAllAndOverride(RIGHTS_KEY, [route.handler, route.controller]) === undefined);
    if (open.length) {
      throw new Error(`Routes of /api/admin state no @Rights: ${open.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    }
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<RightsRule | { area: null } | undefined>(RIGHTS_KEY, targets);
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = currentUser(req);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    if (rule.area === null) return true;
    if (await this.twoFactor.setupRequired(user)) throw new ForbiddenException(TWO_FACTOR_MESSAGES.requiredForAdmins);
    const access = rule.access ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'manage');
    if (!can(user.role, rule.area, access)) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return true;
  }
}

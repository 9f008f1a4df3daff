import { BadRequestException, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@institute/shared';
import type { Request } from 'express';
import { FailedSignIn } from '../audit/failed-sign-in';
import { currentUser } from '../common/rights';
import { validateAs } from '../common/validation';
import { LoginDto } from './dto/auth.dto';

/**
 * Checks the credentials, then starts the session (passport regenerates the session id on
 * sign-in). A user with two-factor sign-in on gets a pending sign-in instead, in a new session
 * that is not signed in (docs/api.md, Two-factor sign-in). A refusal (401) is recorded in the
 * audit log before it is answered: no interceptor runs after a guard refuses.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly failures: FailedSignIn) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    // A field the sign-in does not take is a 400 before any password is checked (the body's other checks are passport's).
    if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) validateAs(LoginDto, req.body);
    let ok: boolean;
    try {
      ok = (await super.canActivate(context)) as boolean;
    } catch (err) {
      if (err instanceof UnauthorizedException) void this.failures.record(req);
      throw err;
    }
    const user = currentUser(req)!;
    if (!user.twoFactorEnabled) {
      await super.logIn(req);
      return ok;
    }
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.pendingSignIn = { userId: user.id, username: user.username, startedAt: Date.now(), failures: 0 };
    return ok;
  }

  handleRequest<TUser>(err: unknown, user: TUser, info: { message?: string } | undefined): TUser {
    if (err) throw err;
    if (!user) {
      if (info?.message === 'Missing credentials') throw new BadRequestException(AUTH_MESSAGES.usernameAndPasswordRequired);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    return user;
  }
}

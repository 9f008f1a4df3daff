import { BadRequestException, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@institute/shared';

/** Checks the credentials, then starts the session (passport regenerates the session id on sign-in). */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(context.switchToHttp().getRequest());
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

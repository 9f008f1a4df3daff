import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, canSignIn, TWO_FACTOR_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { currentUser, SignedIn } from '../common/rights';
import { FailureCeiling, LimitPerIp, LoginThrottlerGuard, SecondStepThrottlerGuard } from '../throttling/throttling.module';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ApiErrors } from '../common/api-docs';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { PasswordResetService } from './password-reset.service';
import { RegistrationOpen } from './registration-open.guard';
import { SESSION_COOKIE } from '../config/config';
import { setAudit } from '../audit/audit.service';
import { SecondFactorDto } from './dto/two-factor.dto';
import { markSignedIn, MAX_CODE_FAILURES, PENDING_SIGN_IN_MS } from './session';
import { TwoFactorService } from './two-factor.service';
import { Audited, AuditAs } from '../audit/audit.interceptor';

function logIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
}

/** Ends the session: passport's logout, then the fresh session it leaves removed from the store, and the cookie cleared. */
export async function signOut(req: Request, res: Response): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

@Controller()
@Audited()
@ApiTags('auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
    private readonly twoFactor: TwoFactorService,
    private readonly ceiling: FailureCeiling,
  ) {}

  @Get('user')
  @SignedIn()
  @ApiOkResponse({ description: 'The signed-in user, with `twoFactorEnabled` and `twoFactorSetupRequired`' })
  @ApiOperation({ summary: 'The signed-in user' })
  async me(@Req() req: Request) {
    const user = currentUser(req)!;
    return { ...user, twoFactorSetupRequired: await this.twoFactor.setupRequired(user) };
  }

  @Post('login')
  @AuditAs('sign-in')
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard, LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({
    description:
      'The user, now signed in: the answer sets the session cookie; with 2FA on, `{ twoFactorRequired: true }` and a pending sign-in',
  })
  @ApiErrors(401, 429)
  @ApiOperation({ summary: 'Sign in' })
  async login(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    // The password was right, but the second factor is still to come (LocalAuthGuard): nothing about the user is said.
    if (req.session.pendingSignIn) {
      setAudit(res, null);
      return { twoFactorRequired: true };
    }
    return this.completeSignIn(req, res, currentUser(req)!, 'password');
  }

  @Post('login/2fa')
  @AuditAs('sign-in')
  @HttpCode(200)
  @UseGuards(SecondStepThrottlerGuard)
  @ApiOkResponse({ description: 'The user, now signed in in a new session' })
  @ApiErrors(400, 401, 429)
  @ApiOperation({ summary: 'Finish a sign-in with a code of the authenticator app or a recovery code' })
  async secondStep(@Body() dto: SecondFactorDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const pending = req.session.pendingSignIn;
    const refused = () => new UnauthorizedException(TWO_FACTOR_MESSAGES.invalidCode);
    if (!pending) throw refused();
    if (Date.now() - pending.startedAt > PENDING_SIGN_IN_MS || pending.failures >= MAX_CODE_FAILURES) {
      delete req.session.pendingSignIn;
      throw refused();
    }
    const method = await this.twoFactor.signInFactor(pending.userId, dto, res);
    if (!method) {
      // The fifth wrong code ends the pending sign-in: the password step starts again.
      pending.failures += 1;
      if (pending.failures >= MAX_CODE_FAILURES) delete req.session.pendingSignIn;
      await this.ceiling.recordFailure('loginAccount', pending.username);
      setAudit(res, {
        action: 'two-factor-failed',
        userId: pending.userId,
        username: pending.username,
        entity: 'users',
        entityId: pending.userId,
      });
      throw refused();
    }
    const user = await this.users.findActive(pending.userId);
    if (!user || !canSignIn(user)) {
      delete req.session.pendingSignIn;
      throw refused();
    }
    // passport's logIn regenerates the session: the pending cookie is worth nothing after this.
    await logIn(req, user);
    return this.completeSignIn(req, res, user, method);
  }

  private async completeSignIn(req: Request, res: Response, user: User, method: 'password' | 'totp' | 'recovery-code') {
    markSignedIn(req);
    await this.users.recordLogin(user.id);
    setAudit(res, { changes: { method } });
    return { ...user, lastLoginAt: new Date(), twoFactorSetupRequired: await this.twoFactor.setupRequired(user) };
  }

  @Post('logout')
  @AuditAs('sign-out')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The session is ended and its cookie cleared' })
  @ApiErrors(403, 415)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await signOut(req, res);
    return { message: AUTH_MESSAGES.loggedOut };
  }

  @Post('register')
  // Decorators apply bottom-up: registration being off is answered before the limit counts.
  @LimitPerIp('register')
  @UseGuards(RegistrationOpen)
  @ApiOkResponse({ description: 'The new viewer, signed in' })
  @ApiErrors(400, 403, 409)
  @ApiOperation({ summary: 'Register as a viewer' })
  async register(@Body() dto: RegisterDto, @Req() req: Request) {
    const user = await this.users.create({ ...dto, role: 'viewer', status: 'active', isActive: true }, null);
    await logIn(req, user);
    markSignedIn(req);
    return user;
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @LimitPerIp('forgotPassword')
  @ApiOkResponse({ description: 'The same success whether or not the address is known' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Ask for a password-reset link' })
  forgotPassword(@Body() dto: ForgotPasswordDto) {
    this.resets.requestReset(dto.email);
    return { success: true, message: AUTH_MESSAGES.resetLinkSent };
  }

  @Post('auth/reset-password')
  @AuditAs('password-reset')
  @HttpCode(200)
  @LimitPerIp('resetPassword')
  @ApiOkResponse({ description: 'The password is set and every session of the user ended' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Set a new password with a reset link' })
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.resets.reset(dto.token, dto.newPassword);
    return { success: true, message: AUTH_MESSAGES.passwordResetDone };
  }
}

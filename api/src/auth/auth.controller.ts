import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { currentUser, SignedIn } from '../common/rights';
import { LimitPerIp, LoginThrottlerGuard } from '../throttling/throttling.module';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ApiErrors } from '../openapi/openapi';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { PasswordResetService } from './password-reset.service';
import { RegistrationOpen } from './registration-open.guard';
import { SESSION_COOKIE } from '../config/config';
import { markSignedIn } from './session';

function logIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
}

@Controller()
@ApiTags('auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
  ) {}

  @Get('user')
  @SignedIn()
  @ApiOkResponse({ description: 'The signed-in user' })
  @ApiOperation({ summary: 'The signed-in user' })
  me(@Req() req: Request) {
    return currentUser(req);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard, LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ description: 'The user, now signed in: the answer sets the session cookie' })
  @ApiErrors(401, 429)
  @ApiOperation({ summary: 'Sign in' })
  async login(@Req() req: Request) {
    const user = currentUser(req)!;
    markSignedIn(req);
    await this.users.recordLogin(user.id);
    return { ...user, lastLoginAt: new Date() };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The session is ended and its cookie cleared' })
  @ApiErrors(403, 415)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
      // passport left a fresh, empty session; remove it from the store too.
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/' });
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

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { setAudit } from '../audit/audit.service';
import { currentUser, SignedIn } from '../common/rights';
import { ApiErrors } from '../common/api-docs';
import { UsersService } from '../users/users.service';
import { signOut } from './auth.controller';
import { ChangeOwnPasswordDto, IdentityDto } from './dto/two-factor.dto';
import { StaffLocaleDto } from './dto/account.dto';
import { SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';
import { Audited, AuditAs } from '../audit/audit.interceptor';

/**
 * The signed-in user's own account: two-factor sign-in and sessions (docs/api.md, Two-factor
 * sign-in and Sessions). Any signed-in user, no role needed; refusals are 400, never 401, since
 * the back office takes a 401 for signed out.
 */
@Controller('user')
@Audited('users')
@SignedIn()
@ApiTags('account')
export class AccountController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  /** The back office's language for the signed-in user, kept on the account (docs/api.md, Staff language). */
  @Put('locale')
  @AuditAs('language')
  @ApiOperation({ summary: "Set the back office's language for oneself" })
  @ApiOkResponse({ description: 'The user, with `locale`' })
  @ApiErrors(400)
  setLocale(@Body() dto: StaffLocaleDto, @Req() req: Request) {
    return this.users.setLocale(currentUser(req)!.id, dto.locale);
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @ApiOkResponse({ description: '`{ secret, otpauthUrl, qrSvg }`: a pending secret, which sign-in ignores until enabled' })
  @ApiErrors(400, 409, 429)
  @ApiOperation({ summary: 'Set up two-factor sign-in, with the password' })
  setup(@Body() dto: IdentityDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.twoFactor.setup(currentUser(req)!, dto, res);
  }

  @Post('two-factor/enable')
  @AuditAs('two-factor-enable')
  @HttpCode(200)
  @ApiOkResponse({ description: "`{ recoveryCodes }`: 10 single-use codes, shown this once; the user's other sessions are ended" })
  @ApiErrors(400, 429)
  @ApiOperation({ summary: 'Turn two-factor sign-in on with the password and a code of the pending secret' })
  enable(@Body() dto: IdentityDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.twoFactor.enable(currentUser(req)!.id, dto, res, req.sessionID);
  }

  @Post('two-factor/disable')
  @AuditAs('two-factor-disable')
  @HttpCode(200)
  @ApiOkResponse({ description: "The user, with two-factor sign-in off; the user's other sessions are ended" })
  @ApiErrors(400, 429)
  @ApiOperation({ summary: 'Turn two-factor sign-in off with the password and a code or recovery code' })
  disable(@Body() dto: IdentityDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.twoFactor.disable(currentUser(req)!.id, dto, res, req.sessionID);
  }

  @Post('password')
  @AuditAs('password-change')
  @HttpCode(200)
  @ApiOkResponse({ description: "`{ message }`: the password is changed and the user's other sessions are ended" })
  @ApiErrors(400, 429)
  @ApiOperation({ summary: 'Change one’s own password, with the current one (and a code when 2FA is on)' })
  async changePassword(@Body() dto: ChangeOwnPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = currentUser(req)!;
    await this.twoFactor.confirmIdentity(user.id, dto, res);
    // UsersService.update ends every other session of the user with a new password.
    await this.users.update(user.id, { password: dto.newPassword }, req.sessionID);
    setAudit(res, { entityId: user.id });
    return { message: USER_MESSAGES.passwordUpdated };
  }

  @Get('sessions')
  @ApiOkResponse({ description: '`[{ id, current, createdAt, lastSeenAt, ip, userAgent }]`, most recently seen first' })
  @ApiOperation({ summary: "The caller's signed-in sessions" })
  listSessions(@Req() req: Request) {
    return this.sessions.list(currentUser(req)!.id, req.sessionID);
  }

  @Post('sessions/end-others')
  @AuditAs('sessions-end')
  @HttpCode(200)
  @ApiOkResponse({ description: '`{ ended }`: every other session of the caller ended' })
  @ApiOperation({ summary: "End the caller's other sessions" })
  async endOthers(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = currentUser(req)!;
    const ended = await this.users.endSessions(user.id, req.sessionID);
    setAudit(res, { changes: { ended }, entityId: user.id });
    return { ended };
  }

  @Delete('sessions/:id')
  @AuditAs('sessions-end')
  @ApiOkResponse({ description: '`{ id }`: the session ended; ending the current one signs out' })
  @ApiErrors(404)
  @ApiOperation({ summary: 'End one of the caller’s sessions' })
  async endSession(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = currentUser(req)!;
    const sid = await this.sessions.find(user.id, id);
    if (sid === req.sessionID) await signOut(req, res);
    else await this.sessions.remove(sid);
    setAudit(res, { changes: { ended: 1 }, entityId: user.id, userId: user.id, username: user.username });
    return { id };
  }
}

import { Controller, Delete, ForbiddenException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESOURCE_AREAS, USER_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { setAudit } from '../audit/audit.service';
import { UuidParam } from '../common/id';
import { currentUser, Rights } from '../common/rights';
import { ApiErrors } from '../common/api-docs';
import { UsersService } from '../users/users.service';
import { TwoFactorService } from './two-factor.service';
import { Audited, AuditAs } from '../audit/audit.interceptor';
import { ClearsCache } from '../cache/cache.interceptor';

/** An administrator's help for a locked-out or compromised account (user management's rights). */
@Controller('admin/users')
@Audited('users')
@ClearsCache(['users', 'news'])
@Rights(RESOURCE_AREAS.users)
@ApiTags('admin/users')
export class UserSecurityController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
  ) {}

  @Delete(':id/two-factor')
  @AuditAs('two-factor-reset')
  @ApiOkResponse({
    description: 'The user, with two-factor sign-in off: the secret and recovery codes cleared, a lock lifted, every session ended',
  })
  @ApiErrors(400, 403, 404)
  @ApiOperation({ summary: "Reset a user's two-factor sign-in (not one's own)" })
  resetTwoFactor(@Param('id', UuidParam) id: string, @Req() req: Request) {
    // One's own second factor is turned off with the password and a code (Account → Security), never here.
    if (id === currentUser(req)?.id) throw new ForbiddenException(USER_MESSAGES.ownAccountScreen);
    return this.twoFactor.reset(id);
  }

  @Delete(':id/sessions')
  @AuditAs('sessions-end')
  @ApiOkResponse({ description: '`{ ended }`: every session of the user ended, pending sign-ins included' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'End every session of a user' })
  async endSessions(@Param('id', UuidParam) id: string, @Res({ passthrough: true }) res: Response) {
    await this.users.get(id);
    const ended = await this.users.endSessions(id);
    setAudit(res, { changes: { ended } });
    return { ended };
  }
}

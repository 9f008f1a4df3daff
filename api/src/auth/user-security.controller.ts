import { Controller, Delete, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESOURCE_AREAS } from '@institute/shared';
import type { Response } from 'express';
import { setAudit } from '../audit/audit.service';
import { UuidParam } from '../common/id';
import { Rights } from '../common/rights';
import { ApiErrors } from '../openapi/openapi';
import { UsersService } from '../users/users.service';
import { TwoFactorService } from './two-factor.service';
import { Audited } from '../audit/audit.interceptor';
import { ClearsCache } from '../cache/cache.interceptor';

/** An administrator's help for a locked-out or compromised account (user management's rights). */
@Controller('admin/users')
@Audited()
@ClearsCache()
@Rights(RESOURCE_AREAS.users)
@ApiTags('admin/users')
export class UserSecurityController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
  ) {}

  @Delete(':id/two-factor')
  @ApiOkResponse({ description: 'The user, with two-factor sign-in off: the secret and recovery codes cleared' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "Reset a user's two-factor sign-in" })
  resetTwoFactor(@Param('id', UuidParam) id: string) {
    return this.twoFactor.reset(id);
  }

  @Delete(':id/sessions')
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

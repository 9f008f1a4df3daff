import { Controller, Get, Global, Module, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NOT_FOUND_MESSAGES, RESOURCE_AREAS } from '@institute/shared';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Response } from 'express';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { UuidParam } from '../common/id';
import { listAnswer } from '../common/list-query';
import { Rights } from '../common/rights';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';
import { FailedSignIn } from './failed-sign-in';

class AuditListQuery extends ListQueryFor('audit-log') {}

/** The audit log, read only: no route changes or deletes an entry. Administrators only (the settings area). */
@Controller('admin/audit-log')
@Rights(RESOURCE_AREAS['audit-log'], 'read')
@ApiTags('admin/audit-log')
class AuditLogController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiAdminList()
  @ApiOperation({ summary: 'List the activity log' })
  list(@Query() query: AuditListQuery, @Res({ passthrough: true }) res: Response) {
    return listAnswer(this.audit, query, res);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One entry' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Read one activity log entry' })
  async get(@Param('id', UuidParam) id: string) {
    const entry = await this.audit.get(id);
    if (!entry) throw new NotFoundException(NOT_FOUND_MESSAGES.auditEntry);
    return entry;
  }
}

/**
 * Global: @Audited's interceptor is made in the module of each controller it is on, and records
 * through AuditService; the credentials guard records a refused sign-in through FailedSignIn.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditLogController],
  providers: [AuditService, FailedSignIn],
  exports: [AuditService, FailedSignIn],
})
export class AuditModule {}

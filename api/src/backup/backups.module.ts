import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Module,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { BACKUP_MESSAGES, type BackupStatus, type BackupSummary, RESOURCE_AREAS } from '@institute/shared';
import type { Response } from 'express';
import { Audited, AuditAs } from '../audit/audit.interceptor';
import { ClearsCache } from '../cache/cache.interceptor';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import { listAnswerOf } from '../common/list-query';
import { BackupListQuery, BackupNowDto, BackupStatusQuery } from './dto/backup.dto';
import { Rights } from '../common/rights';
import { BackupsService } from './backups.service';

/**
 * The backups in the back office (docs/api.md, Backups): administrators list the archives, make
 * one now and download one; restoring is a command (docs/operations.md, Restore), never a route.
 */
@Controller('admin/backups')
@Rights(RESOURCE_AREAS.backups)
@Audited('backups')
// A backup changes no content: its writes clear no public answer.
@ClearsCache([])
@ApiTags('admin/backups')
class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @ApiOperation({ summary: 'List the backup archives, newest first' })
  @ApiAdminList()
  async list(@Query() query: BackupListQuery, @Res({ passthrough: true }) res: Response): Promise<BackupSummary[]> {
    return listAnswerOf('backups', await this.backups.list(), query.list(), res);
  }

  @Get('status')
  @ApiOperation({ summary: "The schedule and the newest backup's age" })
  @ApiOkResponse({ description: '`{schedule, lastSuccessAt, stale}`: stale when there is none or it is older than 26 hours' })
  @ApiErrors(400)
  status(@Query() _query: BackupStatusQuery): Promise<BackupStatus> {
    return this.backups.status();
  }

  @Post()
  @AuditAs('create')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Make a backup now' })
  @ApiOkResponse({ description: 'The new archive, once written; retention has run after it' })
  @ApiErrors(400, 409)
  create(@Body() _body: BackupNowDto): Promise<BackupSummary> {
    return this.backups.makeNow();
  }

  @Get(':id/download')
  @AuditAs('download')
  @ApiOperation({ summary: 'Download an archive' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The archive file' })
  @ApiErrors(404)
  @Header('Cache-Control', 'no-store')
  async download(@Param('id') id: string): Promise<StreamableFile> {
    const archive = await this.backups.open(id);
    if (!archive) throw new NotFoundException(BACKUP_MESSAGES.notFound);
    // The name is an archive's (the store opens nothing else), so it needs no quoting beyond the quotes.
    return new StreamableFile(archive.body, {
      type: 'application/octet-stream',
      length: archive.size,
      disposition: `attachment; filename="${id}"`,
    });
  }
}

@Module({
  controllers: [BackupsController],
  providers: [BackupsService],
})
export class BackupsModule {}

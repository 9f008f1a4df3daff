import { Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminCrud, PublicList } from '../common/crud';
import { UuidParam } from '../common/id';
import { ApiErrors } from '../openapi/openapi';
import { DownloadDto } from './dto/download.dto';
import { DownloadsService } from './downloads.service';

export class DownloadsAdminController extends AdminCrud({
  service: DownloadsService,
  path: 'downloads',
  dto: DownloadDto,
}) {}

export class DownloadsPublicController extends PublicList('downloads', DownloadsService) {
  /**
   * The public site calls this just before opening the file: it counts the download
   * (docs/behaviour.md, Downloads). A HEAD (a link checker, a prefetch) reads it without counting.
   */
  @Get(':id')
  @ApiOkResponse({ description: 'The download, counted (a HEAD reads it without counting)' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Read one download, counting it' })
  async get(@Param('id', UuidParam) id: string, @Req() req: Request) {
    if (req.method === 'HEAD') return this.service.active(id);
    // The kept public list is left as it is: no page of the public site shows the count (docs/caching.md).
    return this.service.countDownload(id, req.ip ?? '');
  }
}

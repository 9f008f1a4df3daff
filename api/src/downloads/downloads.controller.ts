import { Get, Injectable, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminCrud, PublicList } from '../common/crud';
import { UuidParam } from '../common/id';
import { DownloadDto } from './dto/download.dto';
import { DownloadsService } from './downloads.service';

@Injectable()
export class DownloadsAdminController extends AdminCrud({
  path: 'downloads',
  area: 'content',
  dto: DownloadDto,
}) {
  constructor(service: DownloadsService) {
    super(service);
  }
}

@Injectable()
export class DownloadsPublicController extends PublicList('downloads') {
  constructor(private readonly downloads: DownloadsService) {
    super(downloads);
  }

  /**
   * The public site calls this just before opening the file (public spec §7): it counts the
   * download. A HEAD (a link checker, a prefetch) reads it without counting.
   */
  @Get(':id')
  get(@Param('id', UuidParam) id: string, @Req() req: Request) {
    return req.method === 'HEAD' ? this.downloads.active(id) : this.downloads.countDownload(id);
  }
}

import { Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminCrud, PublicList } from '../crud/crud';
import { clientKey } from '../common/client-ip';
import { UuidParam } from '../common/id';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ApiErrors } from '../common/api-docs';
import { DownloadDto } from './dto/download.dto';
import { DownloadsService } from './downloads.service';

export class DownloadsAdminController extends AdminCrud({
  service: DownloadsService,
  path: 'downloads',
  dto: DownloadDto,
}) {}

export class DownloadsPublicController extends PublicList('downloads', DownloadsService) {
  @Inject(APP_CONFIG) private readonly config: AppConfig;

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
    // Once a day per client, an IPv6 one by its network as the rate limits count it.
    return this.service.countDownload(id, clientKey(req, this.config.rateLimitIpv6Subnet));
  }

  /**
   * The public site's 'Download PDF' link, which works without JavaScript: counted exactly as the
   * read above (a HEAD not), then 302 to the file's address.
   */
  @Get(':id/file')
  @ApiFoundResponse({ description: "The download counted; `Location` is the file's address (a HEAD does not count)" })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Open the file of a download, counting it' })
  async file(@Param('id', UuidParam) id: string, @Req() req: Request, @Res() res: Response) {
    const download = await this.get(id, req);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, download.fileUrl);
  }
}

import { Body, Controller, Get, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { CERTIFICATE_VERIFY_MESSAGES } from '@institute/shared';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminCrud } from '../common/crud';
import { listAnswer } from '../common/list-query';
import { ApiAdminList, ApiErrors } from '../openapi/openapi';
import { LimitPerIp } from '../throttling/throttling.module';
import { CertificatesService } from './certificates.service';
import { parseCertificatePageQuery } from './dto/certificate-page.query';
import { CertificateDto, VerifyCertificateDto } from './dto/certificate.dto';

export class CertificatesAdminController extends AdminCrud({
  service: CertificatesService,
  path: 'certificates',
  area: 'certificates',
  // The list is this controller's own (below).
  routes: ['get', 'create', 'update', 'remove'],
  dto: CertificateDto,
}) {
  /**
   * ra-data-simple-rest's list; with `page`, `limit` or `search`, the shape Certificate
   * Management reads: `{ certificates, pagination: { total, page, totalPages } }`.
   */
  @Get()
  @ApiAdminList()
  @ApiQuery({ name: 'page', required: false, description: 'With page, limit or search: the paged answer', example: 1 })
  @ApiQuery({ name: 'limit', required: false, description: 'Default 20, at most 100', example: 20 })
  @ApiQuery({ name: 'search', required: false, description: "Part of the name, father's name or number" })
  listOrPage(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const paged = parseCertificatePageQuery(query, this.service.spec);
    return paged ? this.service.page(paged) : listAnswer(this.service, query, res);
  }
}

@Controller('certificates')
@ApiTags('public')
export class CertificatesPublicController {
  constructor(private readonly certificates: CertificatesService) {}

  /**
   * Public verification. Guessing numbers and birth dates is what the limit is for; the
   * failure answer is the same whether the number is unknown or the date is wrong. The
   * 404 body is the error shape (docs/api.md, Errors) plus `success: false`, which the page reads.
   */
  @Post('verify')
  @LimitPerIp('certificateVerify')
  @ApiOkResponse({ description: '`{success: true, certificate, message}`' })
  @ApiErrors(400, 404)
  async verify(@Body() dto: VerifyCertificateDto, @Res() res: Response) {
    const certificate = await this.certificates.verify(dto);
    if (certificate) {
      res.status(HttpStatus.OK).json({ success: true, certificate, message: CERTIFICATE_VERIFY_MESSAGES.verified });
    } else {
      const failed = CERTIFICATE_VERIFY_MESSAGES.failed;
      res.status(HttpStatus.NOT_FOUND).json({ statusCode: HttpStatus.NOT_FOUND, error: failed, message: failed, success: false });
    }
  }
}

import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CERTIFICATE_VERIFY_MESSAGES } from '@institute/shared';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminCrud } from '../crud/crud';
import { type CsvColumn, sendCsvExport } from '../common/csv-export';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { listAnswer } from '../common/list-query';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import { LimitPerIp } from '../throttling/throttling.module';
import { CertificateVerification } from './certificate-verification';
import { UuidParam } from '../common/id';
import { TakesBody } from '../common/web';
import { Sessionless } from '../common/web';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { checkImportFile, ImportFileInterceptor } from './certificate-import';
import { qrSvg } from '../common/qr-code';
import { verifyUrl } from './certificate-qr';
import { CertificatesService } from './certificates.service';
import { CertificateListQueryDto } from './dto/certificate-page.dto';
import { CertificateDto, CertificateImportQueryDto, VerifyCertificateDto } from './dto/certificate.dto';

/** Every column but the date of birth, which no answer ever holds (docs/behaviour.md, Certificates). */
const CERTIFICATE_EXPORT: CsvColumn[] = [
  { header: 'certificateNumber', select: 'row.certificateNumber' },
  { header: 'name', select: 'row.name' },
  { header: 'fatherName', select: 'row.fatherName' },
  { header: 'courseTaken', select: 'row.courseTaken' },
  { header: 'duration', select: 'row.duration' },
  { header: 'trainingDate', select: 'row.trainingDate' },
  { header: 'isDonorFunded', select: 'row.isDonorFunded', format: (v) => (v ? 'true' : 'false') },
  { header: 'projectOfficeName', select: 'row.projectOfficeName' },
  { header: 'createdAt', select: 'row.createdAt' },
];

/** The export takes the list's parameters, not Certificate Management's paging. */
class CertificateExportQuery extends ListQueryFor('certificates') {}

export class CertificatesAdminController extends AdminCrud({
  service: CertificatesService,
  path: 'certificates',
  // The list is this controller's own (below).
  routes: ['get', 'create', 'update', 'remove'],
  dto: CertificateDto,
}) {
  /** The list as a spreadsheet (docs/api.md, Exports); the headers are the import's field names. */
  @Get('export')
  @ApiOkResponse({ description: 'text/csv with a BOM, the rows of the list with its `filter` and `sort`; never a date of birth' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Export the certificates as CSV' })
  export(@Query() query: CertificateExportQuery, @Res() res: Response) {
    return sendCsvExport(this.service, query, res, CERTIFICATE_EXPORT, 'certificates');
  }

  @Inject(APP_CONFIG) private readonly config: AppConfig;

  /** A QR code for printing on the certificate: it opens the verification page with the number filled in. */
  @Get(':id/qr.svg')
  @ApiOkResponse({ description: 'image/svg+xml: a QR code of `${PUBLIC_URL}/certificate-verify?number=<number>`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "A certificate's QR code (SVG)" })
  async qr(@Param('id', UuidParam) id: string, @Res() res: Response) {
    const { certificateNumber } = await this.service.get(id);
    const svg = await qrSvg(verifyUrl(this.config.publicUrl, certificateNumber));
    const fileName = `certificate-${certificateNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}-qr.svg`;
    res.type('image/svg+xml').setHeader('Content-Disposition', `inline; filename="${fileName}"`).send(svg);
  }

  /**
   * A batch of certificates from a CSV file (docs/api.md, Certificate import): every row is
   * checked and nothing is stored while any has an error. `?dryRun=true` only checks.
   */
  @Post('import')
  @AuditAs('import')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(ImportFileInterceptor)
  @TakesBody('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: '`{imported, errors: [{row, field, message}]}`; nothing imported while errors is not empty' })
  @ApiErrors(400, 409, 413, 415)
  @ApiOperation({ summary: 'Import certificates from CSV' })
  import(@UploadedFile() file: { buffer: Buffer } | undefined, @Query() query: CertificateImportQueryDto) {
    return this.service.import(checkImportFile(file), query.dryRun === true);
  }

  /**
   * ra-data-simple-rest's list; with `page`, `limit` or `search`, the shape Certificate
   * Management reads: `{ certificates, pagination: { total, page, totalPages } }`.
   */
  @Get()
  @ApiAdminList()
  @ApiOperation({ summary: 'List the certificates (or one page of them)' })
  listOrPage(@Query() query: CertificateListQueryDto, @Res({ passthrough: true }) res: Response) {
    const paged = query.paged();
    return paged ? this.service.page(paged) : listAnswer(this.service, query, res);
  }
}

/** The failed verification: the error shape with `success: false` (docs/api.md, Errors). */
class NotVerified extends NotFoundException {
  constructor() {
    super({ message: CERTIFICATE_VERIFY_MESSAGES.failed, success: false });
  }
}

@Controller('certificates')
@Sessionless()
@ApiTags('public')
export class CertificatesPublicController {
  constructor(private readonly verification: CertificateVerification) {}

  /**
   * Public verification. Guessing numbers and birth dates is what the limit is for; the
   * failure answer is the same whether the number is unknown or the date is wrong. The
   * 404 body is the error shape (docs/api.md, Errors) plus `success: false`, which the page reads.
   */
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @LimitPerIp('certificateVerify')
  @ApiOkResponse({ description: '`{success: true, certificate, message}`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Verify a certificate' })
  async verify(@Body() dto: VerifyCertificateDto, @Res({ passthrough: true }) res: Response) {
    const certificate = await this.verification.verify(dto, res);
    if (!certificate) throw new NotVerified();
    return { success: true, certificate, message: CERTIFICATE_VERIFY_MESSAGES.verified };
  }
}

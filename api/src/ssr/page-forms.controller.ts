import { Body, Controller, HttpCode, HttpStatus, Inject, NotFoundException, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CERTIFICATE_VERIFY_MESSAGES, PAGE_FORM_PATHS } from '@institute/shared';
import type { Request, Response } from 'express';
import { CertificateVerification } from '../certificates/certificate-verification';
import { VerifyCertificateDto } from '../certificates/dto/certificate.dto';
import { ApiErrors } from '../openapi/openapi';
import { LimitPerIp } from '../throttling/throttling.module';
import { PageFormBody, PageFormRefusals, PUBLIC_PAGES, SameSitePagePosts } from './page-forms';
import type { PublicPages } from './public-pages';

/**
 * The public site's forms posted without JavaScript (docs/public-site.md, Forms without
 * JavaScript), answered with the page itself: the same rules, limits and messages as the JSON
 * calls, a cross-site post refused first, and a refusal rendered by PageFormRefusals.
 */
@Controller()
@ApiTags('site root')
@UseGuards(SameSitePagePosts, PageFormBody)
@UseFilters(PageFormRefusals)
export class PageFormsController {
  constructor(
    @Inject(PUBLIC_PAGES) private readonly pages: PublicPages | null,
    private readonly verification: CertificateVerification,
  ) {}

  /**
   * Certificate verification as a form post: 200 with the details, 404 with 'Certificate Not
   * Found' (an unknown number and a wrong date of birth alike), 422 with the field messages, 429
   * past the limits, which it shares with POST /api/certificates/verify.
   */
  @Post(PAGE_FORM_PATHS.map((path) => path.slice(1)))
  @HttpCode(HttpStatus.OK)
  @LimitPerIp('certificateVerify')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page with the certificate; 404 the page saying it was not found; 422 the page with the messages' })
  @ApiErrors(403, 404, 413)
  @ApiOperation({ summary: 'Verify a certificate from the page (a form posted without JavaScript)' })
  async verifyCertificate(@Body() dto: VerifyCertificateDto, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    const certificate = await this.verification.verify(dto, res);
    await this.pages.answerForm(req, res, {
      form: 'certificate',
      certificateNumber: dto.certificateNumber.slice(0, 100),
      ...(certificate ? { status: 200, certificate } : { status: 404, message: CERTIFICATE_VERIFY_MESSAGES.failed }),
    });
  }
}

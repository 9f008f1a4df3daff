import { Body, Controller, HttpCode, HttpStatus, Inject, NotFoundException, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CERTIFICATE_VERIFY_MESSAGES,
  HOME_FORM_FIELDS,
  HOME_FORMS,
  localePath,
  pageFormPaths,
  SENT_PARAM,
  splitLocale,
  SUBMISSION_GUARD,
} from '@institute/shared';
import type { Request, Response } from 'express';
import { ApplicationIntake } from '../applications/application-intake';
import { ApplicationDto } from '../applications/dto/application.dto';
import { CertificateVerification } from '../certificates/certificate-verification';
import { VerifyCertificateDto } from '../certificates/dto/certificate.dto';
import { Sessionless } from '../common/web';
import { validateAs } from '../common/validation';
import { TakesBody } from '../common/web';
import { ContactIntake } from '../contact-messages/contact-intake';
import { ContactMessageDto } from '../contact-messages/dto/contact-message.dto';
import { ApiErrors } from '../common/api-docs';
import { LimitPerIp } from '../throttling/throttling.module';
import { FormStamps } from './form-stamp';
import { homeFormOf, PageFormBody, PageFormRefusals, PUBLIC_PAGES, SameSitePagePosts } from './page-forms';
import type { PublicPages } from './public-pages';

/**
 * The public site's forms posted without JavaScript (docs/public-site.md, Forms without
 * JavaScript), answered with the page itself: the same rules, limits and messages as the JSON
 * calls, a cross-site post refused first, and a refusal rendered by PageFormRefusals.
 */
@Controller()
@Sessionless()
@ApiTags('site root')
@UseGuards(SameSitePagePosts, PageFormBody)
@UseFilters(PageFormRefusals)
export class PageFormsController {
  constructor(
    @Inject(PUBLIC_PAGES) private readonly pages: PublicPages | null,
    private readonly verification: CertificateVerification,
    private readonly applications: ApplicationIntake,
    private readonly contact: ContactIntake,
    private readonly stamps: FormStamps,
  ) {}

  /**
   * Certificate verification as a form post: 200 with the details, 404 with 'Certificate Not
   * Found' (an unknown number and a wrong date of birth alike), 422 with the field messages, 429
   * past the limits, which it shares with POST /api/certificates/verify.
   */
  @Post(pageFormPaths('CertificateVerify').map((path) => path.slice(1)))
  @HttpCode(HttpStatus.OK)
  @LimitPerIp('certificateVerify')
  @TakesBody('application/x-www-form-urlencoded')
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

  /**
   * The home page's apply and contact forms (`intent`), posted without JavaScript: checked by the
   * same rules as POST /api/applications and POST /api/contact, then the bot trap (its time open
   * counted from the signed `formShownAt`), the one-a-day rule and the mail as there. Taken or
   * trapped alike: 303 to `/?sent=<intent>#<intent>` (Post/Redirect/Get); refused: the page with
   * the messages and what was typed (PageFormRefusals).
   */
  @Post(pageFormPaths('Home').map((path) => path.slice(1)))
  @LimitPerIp((req) => (homeFormOf(req.body) === 'contact' ? 'contact' : 'application'))
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: 'Taken (or trapped): to `/?sent=apply#apply` or `/?sent=contact#contact`' })
  @ApiErrors(403, 413)
  @ApiOperation({ summary: 'Apply or send a message from the home page (a form posted without JavaScript)' })
  async homeForm(@Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    const intent = homeFormOf(body);
    const { locale } = splitLocale(req.path);
    const shownAt = this.stamps.shownAt(body[HOME_FORM_FIELDS.shownAt]);
    const input: Record<string, unknown> = { [SUBMISSION_GUARD.honeypotField]: body[SUBMISSION_GUARD.honeypotField], locale };
    for (const field of HOME_FORMS[intent]) input[field] = body[field];
    // One route, two bodies: the DTO the form's `intent` names is checked as the global pipe checks a body.
    const dto = intent === 'apply' ? validateAs(ApplicationDto, input) : validateAs(ContactMessageDto, input);
    // After the rules, as for the JSON calls: an invalid post is answered 422 whatever its time.
    // A stamp absent or not ours leaves the time unknown, as a JSON body without formOpenMs.
    if (shownAt !== undefined) (dto as ApplicationDto)[SUBMISSION_GUARD.elapsedField] = Date.now() - shownAt;
    if (intent === 'apply') await this.applications.take(dto as ApplicationDto, res);
    else await this.contact.take(dto as ContactMessageDto, res);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, localePath(`/?${SENT_PARAM}=${intent}#${intent}`, locale));
  }
}

import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CERTIFICATE_VERIFY_MESSAGES,
  HOME_FORM_FIELDS,
  MANAGE_INTENTS,
  HOME_FORMS,
  localePath,
  pageFormPaths,
  SENT_PARAM,
  splitLocale,
  SUBMISSION_GUARD,
  SUBSCRIBE_FORM,
  SUBSCRIPTION_MESSAGES,
  subscriptionPagePath,
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
import { ValidationFailed } from '../common/http-exception.filter';
import { SubscribeDto, SubscriptionChangeDto } from '../subscriptions/dto/subscription.dto';
import { SubscriptionIntake } from '../subscriptions/subscription-intake';
import { SubscriptionLinks } from './subscription-links';
import { ApiErrors } from '../common/api-docs';
import { LimitPerIp } from '../throttling/throttling.module';
import { FormStamps } from './form-stamp';
import { checkedCategories, chosenLocale, homeFormOf, PageFormBody, PageFormRefusals, PUBLIC_PAGES, SameSitePagePosts } from './page-forms';
import type { PublicPages } from './public-pages';

/** The per-IP count each form of the home page shares with its JSON call. */
const HOME_FORM_LIMITS = { apply: 'application', contact: 'contact', subscribe: 'subscription' } as const;

/** The answer to a subscription form posted under the news, whatever became of it (docs/public-site.md, E-mail subscriptions). */
const SUBSCRIBED_TO_PAGE = 'Taken, trapped, or an address already subscribed alike: to the page with `?sent=subscribe#subscribe`';

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
    private readonly subscriptionIntake: SubscriptionIntake,
    private readonly links: SubscriptionLinks,
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
   * The home page's apply and contact forms (`intent`; the subscription form too: `subscribe`), posted without JavaScript: checked by the
   * same rules as POST /api/applications and POST /api/contact, then the bot trap (its time open
   * counted from the signed `formShownAt`), the one-a-day rule and the mail as there. Taken or
   * trapped alike: 303 to `/?sent=<intent>#<intent>` (Post/Redirect/Get); refused: the page with
   * the messages and what was typed (PageFormRefusals).
   */
  @Post(pageFormPaths('Home').map((path) => path.slice(1)))
  @LimitPerIp((req) => HOME_FORM_LIMITS[homeFormOf(req.body)])
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: 'Taken (or trapped): to `/?sent=apply#apply` or `/?sent=contact#contact`' })
  @ApiErrors(403, 413)
  @ApiOperation({ summary: 'Apply or send a message from the home page (a form posted without JavaScript)' })
  async homeForm(@Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    const intent = homeFormOf(body);
    if (intent === SUBSCRIBE_FORM.intent) return this.subscribe(body, req, res);
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

  /**
   * The subscription form under the news (News & Notices, an article; the home page's is posted
   * with the home forms, by its `intent`): 303 back to the page it was sent from.
   */
  @Post(pageFormPaths('NewsList').map((path) => path.slice(1)))
  @LimitPerIp('subscription')
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: SUBSCRIBED_TO_PAGE })
  @ApiErrors(403, 413)
  @ApiOperation({ summary: 'Subscribe from News & Notices (a form posted without JavaScript)' })
  async newsListSubscribe(@Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    await this.subscribe(body, req, res);
  }

  /** The same under an article; `identifier` is its slug or id, as on its page. */
  @Post(pageFormPaths('Article').map((path) => path.slice(1)))
  @LimitPerIp('subscription')
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: SUBSCRIBED_TO_PAGE })
  @ApiErrors(403, 413)
  @ApiOperation({ summary: 'Subscribe from an article (a form posted without JavaScript)' })
  async articleSubscribe(
    @Param('identifier') _identifier: string,
    @Body() body: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    if (!this.pages) throw new NotFoundException();
    await this.subscribe(body, req, res);
  }

  /**
   * A subscription posted to a page (docs/public-site.md, E-mail subscriptions): the same DTO,
   * rules, bot trap and mail budget as POST /api/subscriptions; the categories checked (none
   * checked is refused: the boxes never mean "all" by sending none) and the mails' language
   * (the page's when the form does not say). Taken, trapped, or an address already subscribed
   * alike: 303 to the page with `?sent=subscribe#subscribe`, which never says which it was.
   */
  private subscribe(body: Record<string, unknown>, req: Request, res: Response): void {
    const { locale } = splitLocale(req.path);
    const categories = checkedCategories(body);
    const input = {
      [SUBMISSION_GUARD.honeypotField]: body[SUBMISSION_GUARD.honeypotField],
      email: body.email,
      categories,
      locale: chosenLocale(body, locale),
    };
    const dto = validateAs(SubscribeDto, input);
    if (categories.length === 0) throw new ValidationFailed([{ field: 'categories', message: SUBSCRIPTION_MESSAGES.noCategory }]);
    const shownAt = this.stamps.shownAt(body[HOME_FORM_FIELDS.shownAt]);
    if (shownAt !== undefined) dto[SUBMISSION_GUARD.elapsedField] = Date.now() - shownAt;
    this.subscriptionIntake.take(dto);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, `${req.path}?${SENT_PARAM}=${SUBSCRIBE_FORM.intent}#${SUBSCRIBE_FORM.intent}`);
  }

  /**
   * The confirm page's button (the confirmation mail's link opens the page; only its POST
   * confirms, so a mail scanner that opens links confirms nothing): 303 to the confirmed page in
   * the page's language; an unknown, used or expired token: 404, the page saying so with a way
   * to subscribe again.
   */
  @Post(pageFormPaths('SubscriptionConfirm').map((path) => path.slice(1)))
  @LimitPerIp('subscriptionLink')
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: 'Confirmed: to the confirmed page' })
  @ApiErrors(403, 404, 413)
  @ApiOperation({ summary: 'Confirm a subscription from its confirm page (a form posted without JavaScript)' })
  async confirmSubscription(@Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    await this.links.subscriptions.confirm(tokenOf(body));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, subscriptionPagePath('confirmed', splitLocale(req.path).locale));
  }

  /**
   * The manage page's forms, by `intent`, the token in the page's address: `save` changes the
   * categories (at least one) and the mails' language (303 to the page with `?sent=saved`);
   * `unsubscribe` leaves at once, no confirmation asked (303 to the unsubscribed page). An
   * unknown token: 404, the page saying so; no category: 422.
   */
  @Post(pageFormPaths('SubscriptionManage').map((path) => path.slice(1)))
  @LimitPerIp('subscriptionLink')
  @TakesBody('application/x-www-form-urlencoded')
  @ApiProduces('text/html')
  @ApiResponse({ status: 303, description: 'Saved: to the manage page with `?sent=saved`; unsubscribed: to the unsubscribed page' })
  @ApiErrors(403, 404, 413)
  @ApiOperation({ summary: 'Change or leave a subscription from its manage page (a form posted without JavaScript)' })
  async manageSubscription(@Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    if (!this.pages) throw new NotFoundException();
    const { locale } = splitLocale(req.path);
    const token = tokenOf(req.query);
    res.setHeader('Cache-Control', 'no-store');
    if (body[HOME_FORM_FIELDS.intent] === MANAGE_INTENTS.unsubscribe) {
      await this.links.subscriptions.unsubscribe(token);
      return res.redirect(HttpStatus.SEE_OTHER, subscriptionPagePath('unsubscribed', locale));
    }
    const categories = checkedCategories(body);
    const dto = validateAs(SubscriptionChangeDto, { token, categories, locale: chosenLocale(body, locale) });
    if (categories.length === 0) throw new ValidationFailed([{ field: 'categories', message: SUBSCRIPTION_MESSAGES.noCategory }]);
    await this.links.subscriptions.change(token, dto);
    const query = `token=${encodeURIComponent(token)}&${SENT_PARAM}=saved`;
    res.redirect(HttpStatus.SEE_OTHER, `${subscriptionPagePath('manage', locale)}?${query}`);
  }
}

/** A link's token, from a form's body or the page's address: a string of at most 100 characters, else the link is not valid (404). */
function tokenOf(source: unknown): string {
  const token = (source as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string' || !token || token.length > 100) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invalidToken);
  return token;
}

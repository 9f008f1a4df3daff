import {
  BadRequestException,
  Body,
  Controller,
  type CanActivate,
  type ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  NotFoundException,
  Post,
  Put,
  Query,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  LOCALE_MESSAGES,
  LOCALES,
  type Locale,
  ONE_CLICK_BODY,
  SUBSCRIPTION_ANSWERS,
  SUBSCRIPTION_MESSAGES,
  subscriptionPagePath,
} from '@institute/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiErrors } from '../common/api-docs';
import { OneOf } from '../common/fields';
import { AnyOrigin, Sessionless, TakesBody } from '../common/web';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { LimitPerIp } from '../throttling/throttling.module';
import { BounceDto, SubscribeDto, SubscriptionChangeDto, SubscriptionTokenDto } from './dto/subscription.dto';
import { SubscriptionIntake } from './subscription-intake';
import { SubscriptionsService } from './subscriptions.service';

const BAD_TOKEN = { message: SUBSCRIPTION_MESSAGES.invalidToken };

/** The token and language an unsubscribe may carry in its address (the List-Unsubscribe link carries the token). */
class UnsubscribeQueryDto {
  @IsOptional()
  @IsString(BAD_TOKEN)
  @MaxLength(100, BAD_TOKEN)
  token?: string;

  @IsOptional()
  @OneOf(LOCALES, { message: LOCALE_MESSAGES.invalidLocale })
  locale?: Locale;
}

/** An unsubscribe's body: JSON `{token}`, a form's fields, or a mail client's `List-Unsubscribe=One-Click` (RFC 8058). */
class UnsubscribeDto extends UnsubscribeQueryDto {
  @ApiProperty({
    required: false,
    enum: [ONE_CLICK_BODY.value],
    description: 'Sent by a mail client for a one-click unsubscribe (RFC 8058)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  [ONE_CLICK_BODY.field]?: string;
}

/** The public calls of e-mail subscriptions (docs/api.md, E-mail subscriptions); none takes a session or answers an address. */
@Controller('subscriptions')
@Sessionless()
@ApiTags('public')
export class SubscriptionsController {
  constructor(
    private readonly intake: SubscriptionIntake,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** A subscription: the same answer whatever the address's state; the mail follows (double opt-in). */
  @Post()
  @LimitPerIp('subscription')
  @ApiCreatedResponse({ description: '`{success: true, message}`, the same for every address' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Subscribe an address to the news by e-mail' })
  subscribe(@Body() dto: SubscribeDto) {
    this.intake.take(dto);
    return { success: true, message: SUBSCRIPTION_ANSWERS[dto.locale ?? 'en'] };
  }

  /**
   * Not `confirm`: the confirm page's own form posts to `/subscriptions/confirm`, a path the app
   * serves outside /api (app.ts), which would take a route of that name out of /api with it.
   */
  @Post('confirmation')
  @HttpCode(200)
  @LimitPerIp('subscriptionLink')
  @ApiOkResponse({ description: '`{success: true, message, categories, locale, confirmed}`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "Confirm a subscription by its confirmation link's token" })
  async confirm(@Body() dto: SubscriptionTokenDto) {
    return { success: true, message: SUBSCRIPTION_MESSAGES.confirmed, ...(await this.subscriptions.confirm(dto.token)) };
  }

  @Get('manage')
  @LimitPerIp('subscriptionLink')
  @ApiOkResponse({ description: '`{categories, locale, confirmed}`, never the address; `Cache-Control: no-store`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Read a subscription by its manage token' })
  read(@Query() query: SubscriptionTokenDto, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    return this.subscriptions.read(query.token);
  }

  @Put('manage')
  @LimitPerIp('subscriptionLink')
  @ApiOkResponse({ description: '`{success: true, message, categories, locale, confirmed}`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "Change a subscription's categories or language by its manage token" })
  async change(@Body() dto: SubscriptionChangeDto) {
    return { success: true, message: SUBSCRIPTION_MESSAGES.saved, ...(await this.subscriptions.change(dto.token, dto)) };
  }

  /**
   * Unsubscribes, with no sign-in and no confirmation: the List-Unsubscribe link's POST
   * (`List-Unsubscribe=One-Click`, RFC 8058: 200), a page's form posted without JavaScript (303 to
   * the unsubscribed page in the subscriber's language), or JSON `{token}` (200). A token of no
   * subscriber (gone already) gets the same answer: there is nothing left to stop.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @AnyOrigin()
  @TakesBody('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: '`{success: true, message}`; a form without `List-Unsubscribe=One-Click`: 303 to the unsubscribed page' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Unsubscribe by the manage token (one click, RFC 8058)' })
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Body() body: UnsubscribeDto, @Req() req: Request, @Res() res: Response) {
    const token = body.token ?? query.token;
    if (!token) throw new BadRequestException(SUBSCRIPTION_MESSAGES.invalidToken);
    const locale = (await this.subscriptions.unsubscribe(token)) ?? body.locale ?? query.locale ?? 'en';
    const form = req.is('application/x-www-form-urlencoded');
    if (form && body[ONE_CLICK_BODY.field] !== ONE_CLICK_BODY.value) {
      res.redirect(303, subscriptionPagePath('unsubscribed', locale));
      return;
    }
    res.json({ success: true, message: SUBSCRIPTION_MESSAGES.unsubscribed });
  }
}

/** The bounce webhook's secret, `Authorization: Bearer <SUBSCRIPTION_WEBHOOK_SECRET>`, compared in constant time; unset: the webhook is no route (404). */
@Injectable()
class WebhookSecret implements CanActivate {
  private readonly expected?: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.subscriptionWebhookSecret ? digest(config.subscriptionWebhookSecret) : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw new NotFoundException();
    const given = /^Bearer (.+)$/.exec(context.switchToHttp().getRequest<Request>().get('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), this.expected))
      throw new UnauthorizedException(SUBSCRIPTION_MESSAGES.invalidWebhookSecret);
    return true;
  }
}

const digest = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * The SMTP provider's reports (docs/operations.md, Bounces and complaints): a hard bounce or a
 * complaint for an address unsubscribes it. Off unless SUBSCRIPTION_WEBHOOK_SECRET is set.
 */
@Controller('subscriptions/bounces')
@Sessionless()
@ApiTags('public')
export class SubscriptionBouncesController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(WebhookSecret)
  @ApiOkResponse({ description: '`{success: true}`, whether the address was subscribed or not' })
  @ApiErrors(400, 401, 404)
  @ApiOperation({ summary: 'Report a hard bounce or a complaint (the SMTP provider, with the shared secret)' })
  async report(@Body() dto: BounceDto) {
    await this.subscriptions.reported(dto.email, dto.type);
    return { success: true };
  }
}

import {
  type ArgumentsHost,
  type CanActivate,
  Catch,
  type ExceptionFilter,
  type ExecutionContext,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import {
  GENERIC_MESSAGES,
  HOME_FORM_FIELDS,
  HOME_FORMS,
  type HomeForm,
  isHomeForm,
  isOneOf,
  type Locale,
  LOCALES,
  matchPublicRoute,
  NEWS_CATEGORIES,
  type NewsCategory,
  type PageFormAnswer,
  SUBSCRIBE_FORM,
} from '@institute/shared';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { ValidationFailed } from '../common/http-exception.filter';
import { siteOrigins } from '../common/web';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { FormStamps } from './form-stamp';
import type { PublicPages } from './public-pages';

/** The public site's server renderer (ssr.module.ts); null when public-web is not built. */
export const PUBLIC_PAGES = Symbol('PUBLIC_PAGES');

/** What a body the parser refused carries: the refusal, answered after the cross-site check (guards). */
const BODY_REFUSED = Symbol('body refused');
type WithRefusal = Request & { [BODY_REFUSED]?: unknown };

/**
 * The urlencoded body of a page's form, up to 64 kB, for the requests `isFormPost` names: those
 * whose route says it takes one (`@TakesBody('application/x-www-form-urlencoded')`, the only
 * urlencoded bodies the server reads). A body refused (too large, malformed) is not answered here:
 * the cross-site check comes first, then PageFormBody answers 413.
 */
export function pageFormBody(isFormPost: (req: Request) => boolean): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: '64kb' });
  return (req, res, next) => {
    if (!isFormPost(req)) return next();
    parse(req, res, (err?: unknown) => {
      if (err) {
        (req as WithRefusal)[BODY_REFUSED] = err;
        req.body = {};
      }
      next();
    });
  };
}

/**
 * A form posted from another site is refused (docs/api.md, Requests): `Sec-Fetch-Site` says
 * `cross-site` or `same-site`, `Origin` names another origin than the site's own (its host or
 * PUBLIC_URL), or `Origin` is `null` (sent under `Referrer-Policy: no-referrer`) without
 * `Sec-Fetch-Site: same-origin`. A post with neither `Origin` nor `Sec-Fetch-Site` (which every
 * current browser sends) needs a `Referer` whose origin is the site's own.
 */
@Injectable()
export class SameSitePagePosts implements CanActivate {
  private readonly ownOrigin: (req: Request, origin: string) => boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ownOrigin = siteOrigins([config.publicUrl]);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const refused =
      site === 'cross-site' ||
      site === 'same-site' ||
      (origin === 'null' ? site !== 'same-origin' : origin !== undefined && !this.ownOrigin(req, origin)) ||
      (origin === undefined && site === undefined && !this.fromOwnPage(req));
    if (refused) throw new ForbiddenException(GENERIC_MESSAGES.crossSite);
    return true;
  }

  /** Whether the request's `Referer` is a page of this site (absent or unreadable: no). */
  private fromOwnPage(req: Request): boolean {
    const referer = req.get('referer');
    if (!referer || !URL.canParse(referer)) return false;
    return this.ownOrigin(req, new URL(referer).origin);
  }
}

/** A body the parser refused (after the cross-site check): 413. */
@Injectable()
export class PageFormBody implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const refusal = context.switchToHttp().getRequest<WithRefusal>()[BODY_REFUSED];
    if (refusal === undefined) return true;
    throw new PayloadTooLargeException(GENERIC_MESSAGES.payloadTooLarge);
  }
}

/** The text a visitor typed into a field, as the page shows it again (at most `max` characters). */
const typed = (body: unknown, field: string, max = 100): string => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** Which of the home page's forms a body is (its `intent`); the apply form when it does not say. */
export const homeFormOf = (body: unknown): HomeForm | typeof SUBSCRIBE_FORM.intent => {
  const intent = (body as Record<string, unknown> | undefined)?.[HOME_FORM_FIELDS.intent];
  if (intent === SUBSCRIBE_FORM.intent) return intent;
  return isHomeForm(intent) ? intent : 'apply';
};

/**
 * The categories checked in a posted form (`categories` once per box): a list, empty when none
 * was checked (a form that shows the boxes never means "all" by sending none).
 */
export const checkedCategories = (body: unknown): string[] => {
  const value = (body as Record<string, unknown> | undefined)?.categories;
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');
};

/** The mails' language chosen in a posted form, else `fallback` (the page's). */
export const chosenLocale = (body: unknown, fallback: Locale): Locale => {
  const value = (body as Record<string, unknown> | undefined)?.locale;
  return isOneOf(LOCALES, value) ? value : fallback;
};

const knownCategories = (body: unknown): NewsCategory[] => checkedCategories(body).filter((c) => isOneOf(NEWS_CATEGORIES, c));

/** What a refused post of the form at `path` shows again of what was typed (never a date of birth nor a token). */
function typedValues(path: string, body: unknown): Pick<PageFormAnswer, 'form'> & Record<string, unknown> {
  const match = matchPublicRoute(path);
  const page = match?.route.page;
  const locale = match?.locale ?? 'en';
  if (page === 'SubscriptionConfirm') return { form: 'subscription' };
  if (page === 'SubscriptionManage')
    return { form: 'subscription', values: { categories: knownCategories(body), locale: chosenLocale(body, locale) } };
  const form = page === 'Home' ? homeFormOf(body) : page === 'NewsList' || page === 'Article' ? SUBSCRIBE_FORM.intent : null;
  if (form === null) return { form: 'certificate', certificateNumber: typed(body, 'certificateNumber') };
  if (form === SUBSCRIBE_FORM.intent)
    return { form, values: { email: typed(body, 'email', 254), categories: knownCategories(body), locale: chosenLocale(body, locale) } };
  return { form, values: Object.fromEntries(HOME_FORMS[form].map((field) => [field, typed(body, field, 20_000)])) };
}

/**
 * A refused form post answered with its page (docs/public-site.md, Forms without JavaScript):
 * fields refused by the same rules as the JSON call are 422 with each message beside its field;
 * a cross-site post 403, a body too large 413, a limit 429, each with the page saying so.
 */
@Catch(HttpException)
export class PageFormRefusals implements ExceptionFilter {
  constructor(
    @Inject(PUBLIC_PAGES) private readonly pages: PublicPages | null,
    private readonly stamps: FormStamps,
  ) {}

  async catch(exception: HttpException, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const invalid = exception instanceof ValidationFailed;
    const answer = {
      ...typedValues(req.path, req.body),
      status: invalid ? 422 : exception.getStatus(),
      ...(invalid ? { errors: firstMessages(exception) } : { message: messageOf(exception) }),
    } as PageFormAnswer;
    // The time the form was first shown goes on with it: correcting a field is never a bot's post.
    const stamp = (req.body as Record<string, unknown> | undefined)?.[HOME_FORM_FIELDS.shownAt];
    const shownAt = this.stamps.shownAt(stamp) === undefined ? undefined : (stamp as string);
    if (!this.pages) {
      res
        .status(answer.status)
        .type('text')
        .send(answer.message ?? GENERIC_MESSAGES.validationFailed);
      return;
    }
    await this.pages.answerForm(req, res, answer, shownAt);
  }
}

/** Field → its first message, as the page shows one message beside each field. */
function firstMessages(exception: ValidationFailed): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, message } of exception.details) messages[field] ??= message;
  return messages;
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : exception.message;
}

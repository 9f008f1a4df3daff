import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, Optional } from '@nestjs/common';
import { DATABASE_MESSAGES, type FieldError, GENERIC_MESSAGES, HTTP_MESSAGES, messageCode } from '@institute/shared';
import type { Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { DatabaseOutage, isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../database/outage';
import { UNIQUE_CONSTRAINT_MESSAGES } from './unique-constraints';

export interface ErrorBody {
  statusCode: number;
  /** The message's code, which a reader finds its words by (docs/api.md, Errors). */
  code: string;
  error: string;
  message: string;
  details?: unknown;
  /** A failed certificate verification says `success: false`, which the page reads (docs/api.md, Errors). */
  success?: false;
}

/** Throw this for a 400 whose fields each carry their rule's message (docs/api.md, Validation). */
export class ValidationFailed extends HttpException {
  constructor(public readonly details: FieldError[]) {
    super({ message: details[0]?.message ?? GENERIC_MESSAGES.validationFailed, details }, HttpStatus.BAD_REQUEST);
  }
}

const REASON: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  409: HTTP_MESSAGES.conflict,
  413: HTTP_MESSAGES.payloadTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  429: HTTP_MESSAGES.tooManyRequests,
  503: HTTP_MESSAGES.serviceUnavailable,
};

/**
 * The code of an answer's message (docs/api.md, Errors): the one its thrower gave, else its
 * message table's (libs `messageCode`), else its status's (`http.badRequest`).
 */
function codeOf(message: string, status: number, given?: unknown): string {
  if (typeof given === 'string' && given) return given;
  const known = messageCode(message) ?? messageCode(REASON[status] ?? '');
  if (known) return known;
  return status >= 500 ? 'generic.internal' : 'http.badRequest';
}

/** Each field of a 400's `details` with its code beside its message; a code given where the message was made is kept. */
function withCodes(details: unknown): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((detail: unknown) => {
    if (!detail || typeof detail !== 'object') return detail;
    const { message, code } = detail as Partial<FieldError>;
    if (typeof message !== 'string') return detail;
    return { ...detail, code: typeof code === 'string' && code ? code : (messageCode(message) ?? 'generic.validationFailed') };
  });
}

/** PostgreSQL errors caused by the request rather than by the code. */
function fromDatabase(err: { code?: string; constraint?: string; detail?: string }): [number, string] | null {
  switch (err.code) {
    case '23505':
      return [409, (err.constraint && UNIQUE_CONSTRAINT_MESSAGES[err.constraint]) || GENERIC_MESSAGES.conflict];
    case '23503':
      // Inserting a link to nothing is the request's mistake; deleting something still linked is a conflict.
      return /is not present/.test(err.detail ?? '') ? [400, DATABASE_MESSAGES.linkedMissing] : [409, DATABASE_MESSAGES.stillLinked];
    case '22P02':
    case '22007':
    case '22008':
      return [400, DATABASE_MESSAGES.wrongFormat];
    case '22001':
      return [400, DATABASE_MESSAGES.tooLong];
    case '23502':
      return [400, DATABASE_MESSAGES.valueMissing];
    case '22021':
    case '22P05':
      // e.g. a NUL character, which PostgreSQL text cannot hold.
      return [400, GENERIC_MESSAGES.unstorable];
    default:
      return null;
  }
}

/** The product's words for the body parser's refusals (Nest hands them over as HttpExceptions with the parser's error as cause). */
function parserMessage(exception: HttpException): string | undefined {
  const type = (exception.cause as { type?: unknown } | undefined)?.type;
  if (type === 'entity.parse.failed') return GENERIC_MESSAGES.malformedJson;
  if (type === 'entity.too.large') return GENERIC_MESSAGES.payloadTooLarge;
  return typeof type === 'string' ? (REASON[exception.getStatus()] ?? HTTP_MESSAGES.badRequest) : undefined;
}

/**
 * The one place errors become answers (docs/api.md, Errors): every error body is
 * `{statusCode, code, error, message, details?}`; anything unexpected is logged with the
 * request id and answered 500 without internals. Middleware errors reach it too: Nest's own
 * error handler, after every middleware, hands them to the global filters.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(@Optional() private readonly outage?: DatabaseOutage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const body = this.toBody(exception, req);
    if (res.headersSent) return;
    if (body.statusCode === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, req: Request): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message: string = REASON[status] ?? exception.message;
      let details: unknown;
      let given: unknown;
      let success: false | undefined;
      if (typeof response === 'string') message = response;
      else if (response && typeof response === 'object') {
        const r = response as { message?: unknown; code?: unknown; details?: unknown; success?: unknown };
        if (typeof r.message === 'string') message = r.message;
        else if (Array.isArray(r.message) && typeof r.message[0] === 'string') message = r.message[0];
        details = withCodes(r.details);
        given = r.code;
        if (r.success === false) success = false;
      }
      const parsed = parserMessage(exception);
      if (parsed !== undefined) [message, given] = [parsed, undefined];
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) message = GENERIC_MESSAGES.notFound;
      // A 400 of field errors says its first field's message, with that field's code.
      const first = Array.isArray(details) ? (details[0] as Partial<FieldError> | undefined) : undefined;
      if (given === undefined && first?.message === message) given = first.code;
      if (status === 500) this.logUnexpected(exception, req);
      return {
        statusCode: status,
        code: codeOf(message, status, given),
        error: message,
        message,
        ...(details !== undefined ? { details } : {}),
        ...(success === false ? { success } : {}),
      };
    }
    // The database away is no bug: 503, logged once by DatabaseOutage, not per request.
    if (isDatabaseUnreachable(exception)) {
      this.outage?.wentAway(exception);
      return {
        statusCode: 503,
        code: codeOf(GENERIC_MESSAGES.unavailable, 503),
        error: GENERIC_MESSAGES.unavailable,
        message: GENERIC_MESSAGES.unavailable,
      };
    }
    // TypeORM's error, or node-postgres' own where the code reads without TypeORM (an export's cursor).
    if (exception instanceof QueryFailedError || exception instanceof DatabaseError) {
      const mapped = fromDatabase(exception as DatabaseError);
      if (mapped) return { statusCode: mapped[0], code: codeOf(mapped[1], mapped[0]), error: mapped[1], message: mapped[1] };
    }
    this.logUnexpected(exception, req);
    return {
      statusCode: 500,
      code: codeOf(GENERIC_MESSAGES.internal, 500),
      error: GENERIC_MESSAGES.internal,
      message: GENERIC_MESSAGES.internal,
    };
  }

  private logUnexpected(exception: unknown, req: Request): void {
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error({ msg: err.message, requestId: req.id, method: req.method, path: req.originalUrl, stack: err.stack });
  }
}

import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, Optional } from '@nestjs/common';
import { type FieldError, GENERIC_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { DatabaseOutage, isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../database/outage';
import { UNIQUE_CONSTRAINT_MESSAGES } from './unique-constraints';

export interface ErrorBody {
  statusCode: number;
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
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: GENERIC_MESSAGES.notFound,
  409: GENERIC_MESSAGES.conflict,
  413: GENERIC_MESSAGES.payloadTooLarge,
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** PostgreSQL errors caused by the request rather than by the code. */
function fromDatabase(err: { code?: string; constraint?: string; detail?: string }): [number, string] | null {
  switch (err.code) {
    case '23505':
      return [409, (err.constraint && UNIQUE_CONSTRAINT_MESSAGES[err.constraint]) || GENERIC_MESSAGES.conflict];
    case '23503':
      // Inserting a link to nothing is the request's mistake; deleting something still linked is a conflict.
      return /is not present/.test(err.detail ?? '')
        ? [400, 'A linked record does not exist']
        : [409, 'This record is referred to by other records'];
    case '22P02':
    case '22007':
    case '22008':
      return [400, 'A value has the wrong format'];
    case '22001':
      return [400, 'A value is too long'];
    case '23502':
      return [400, 'A required value is missing'];
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
  return typeof type === 'string' ? (REASON[exception.getStatus()] ?? 'Bad Request') : undefined;
}

/**
 * The one place errors become answers (docs/api.md, Errors): every error body is
 * `{statusCode, error, message, details?}`; anything unexpected is logged with the
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
      let success: false | undefined;
      if (typeof response === 'string') message = response;
      else if (response && typeof response === 'object') {
        const r = response as { message?: unknown; details?: unknown; success?: unknown };
        if (typeof r.message === 'string') message = r.message;
        else if (Array.isArray(r.message) && typeof r.message[0] === 'string') message = r.message[0];
        details = r.details;
        if (r.success === false) success = false;
      }
      message = parserMessage(exception) ?? message;
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) message = GENERIC_MESSAGES.notFound;
      if (status === 500) this.logUnexpected(exception, req);
      return {
        statusCode: status,
        error: message,
        message,
        ...(details !== undefined ? { details } : {}),
        ...(success === false ? { success } : {}),
      };
    }
    // The database away is no bug: 503, logged once by DatabaseOutage, not per request.
    if (isDatabaseUnreachable(exception)) {
      this.outage?.wentAway(exception);
      return { statusCode: 503, error: GENERIC_MESSAGES.unavailable, message: GENERIC_MESSAGES.unavailable };
    }
    // TypeORM's error, or node-postgres' own where the code reads without TypeORM (an export's cursor).
    if (exception instanceof QueryFailedError || exception instanceof DatabaseError) {
      const mapped = fromDatabase(exception as DatabaseError);
      if (mapped) return { statusCode: mapped[0], error: mapped[1], message: mapped[1] };
    }
    this.logUnexpected(exception, req);
    return { statusCode: 500, error: GENERIC_MESSAGES.internal, message: GENERIC_MESSAGES.internal };
  }

  private logUnexpected(exception: unknown, req: Request): void {
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error({ msg: err.message, requestId: req.id, method: req.method, path: req.originalUrl, stack: err.stack });
  }
}

import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** A request's id: a proxy's X-Request-Id when sane, else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Every request gets an id (a proxy's X-Request-Id when sane), echoed back and written in every log line about it. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  // The server's first listener may have named it already (common/early-answers.ts).
  if (!req.id) {
    req.id = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', req.id);
  }
  next();
}

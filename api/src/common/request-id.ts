import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Every request gets an id (a proxy's X-Request-Id when sane), echoed back and written in every log line about it. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.get('x-request-id');
  req.id = given && SAFE_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  next();
}

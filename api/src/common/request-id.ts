import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Every request gets an id (a proxy's X-Request-Id when sane, else a new one), echoed back and written in every log line about it. */
export function nameRequest(req: IncomingMessage & { id?: string }, res: ServerResponse): void {
  const given = req.headers['x-request-id'];
  req.id = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', req.id);
}

import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/config';

export const SESSION_COOKIE = 'institute.sid';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL (table `session`, made by a migration), so they survive
 * restarts and every API process shares them. No session is made for a visitor who
 * never signs in.
 */
export function sessionMiddleware(config: AppConfig, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request came over https (directly or, with TRUST_PROXY, via the proxy).
      secure: 'auto',
      maxAge: WEEK_MS,
      path: '/',
    },
  });
}

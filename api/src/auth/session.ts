import { clientIp } from '../common/client-ip';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { MAX_TWO_FACTOR_FAILURES } from '@institute/shared';
import type { Request, RequestHandler } from 'express';
import { type AppConfig, SESSION_COOKIE } from '../config/config';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch): the session's absolute lifetime counts from it. */
    signedInAt?: number;
    passport?: { user?: string };
    /** Where the session was signed in from (docs/api.md, Sessions); the user agent cut to 500 characters. */
    ip?: string | null;
    userAgent?: string | null;
    /** When a signed-in request last came (ms since epoch), renewed at most once a minute. */
    lastSeenAt?: number;
    /** A password step awaiting its second factor: not signed in (docs/api.md, Two-factor sign-in). */
    pendingSignIn?: PendingSignIn;
  }
}

interface PendingSignIn {
  userId: string;
  username: string;
  /** When the password was accepted (ms since epoch): the pending sign-in lasts PENDING_SIGN_IN_MS. */
  startedAt: number;
  /** Wrong codes so far; the MAX_CODE_FAILURES-th ends the pending sign-in. */
  failures: number;
}

/** A pending sign-in expires 5 minutes after the password step. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
/** Wrong codes that end a pending sign-in: a property of the sign-in, not a rate limit (libs, which the sign-in screen reads too). */
export const MAX_CODE_FAILURES = MAX_TWO_FACTOR_FAILURES;
const USER_AGENT_MAX = 500;
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Sessions live in PostgreSQL (table `session`, made by a migration), so they survive
 * restarts and every API process shares them. No session is made for a visitor who
 * never signs in.
 */
export function sessionMiddleware(config: AppConfig, databaseUrl: string): { middleware: RequestHandler; close: () => Promise<void> } {
  const PgStore = connectPgSimple(session);
  // A small pool of the store's own (sessions are read by staff requests only). Expired rows are
  // pruned every 15 minutes; close() stops that timer and ends the pool.
  const store = new PgStore({
    conObject: { connectionString: databaseUrl, max: 4, application_name: 'institute-api-sessions' },
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request came over https (directly or, with TRUST_PROXY, via the proxy).
      secure: 'auto',
      // The idle timeout: every answer to a signed-in request renews it (rolling).
      maxAge: config.sessionIdleMs,
      path: '/',
    },
  });
  return { middleware, close: async () => store.close() };
}

/** Marks the session as signed in now, from the client's address and browser; call right after passport's logIn. */
export function markSignedIn(req: Request): void {
  const now = Date.now();
  req.session.signedInAt = now;
  req.session.lastSeenAt = now;
  req.session.ip = clientIp(req) ?? null;
  req.session.userAgent = req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null;
}

/**
 * Ends a staff session older than SESSION_MAX_HOURS since sign-in, however active (docs/api.md,
 * Requests): the old session is removed from the store and the request goes on signed out.
 */
export function sessionLifetime(config: AppConfig): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    if (!session?.passport?.user) return next();
    if (session.signedInAt === undefined) session.signedInAt = Date.now();
    if (Date.now() - session.signedInAt <= config.sessionMaxMs) {
      // Saving the session costs a write: lastSeenAt is renewed at most once a minute.
      if (Date.now() - (session.lastSeenAt ?? 0) >= LAST_SEEN_EVERY_MS) session.lastSeenAt = Date.now();
      return next();
    }
    session.regenerate((err) => next(err));
  };
}

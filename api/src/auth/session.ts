import { SESSIONLESS } from '../common/web';
import { clientIp } from '../common/client-ip';
import type { RouteTable } from '../common/route-table';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
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

/**
 * Whether a request takes the session: it goes to a route not marked @Sessionless. What goes to
 * no route (a page of the public site, a file, an unknown path) takes none.
 */
export function takesSession(routes: RouteTable): (req: Request) => boolean {
  return (req) => routes.of(req) !== undefined && routes.fact<boolean>(req, SESSIONLESS) !== true;
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
  /**
   * Ending a session marks its row (`ended_at`) instead of deleting it, and a marked row is never
   * read again (docs/behaviour.md, Sessions). A request that loaded the session before it was ended
   * saves it back when it ends: the save's upsert rewrites the row's data, never the mark, so the
   * ended cookie stays signed out; a deleted row would have been created again.
   */
  class EndingPgStore extends PgStore {
    /** connect-pg-simple's own query helper (on its pool), which its types leave out: `done` gets the first row. */
    private run(sql: string, params: unknown[], done: (err: unknown, row?: unknown) => void): void {
      (this as unknown as { query: (sql: string, params: unknown[], done: (err: unknown, row?: unknown) => void) => void }).query(
        sql,
        params,
        done,
      );
    }

    get(sid: string, done: (err: unknown, session?: SessionData | null) => void): void {
      this.run('SELECT sess FROM session WHERE sid = $1 AND expire >= now() AND ended_at IS NULL', [sid], (err, row) => {
        if (err) return done(err);
        const sess = (row as { sess?: SessionData | string } | undefined)?.sess;
        done(null, typeof sess === 'string' ? (JSON.parse(sess) as SessionData) : (sess ?? null));
      });
    }

    destroy(sid: string, done?: (err?: unknown) => void): void {
      this.run('UPDATE session SET ended_at = now() WHERE sid = $1 AND ended_at IS NULL', [sid], (err) => done?.(err));
    }
  }
  // A small pool of the store's own (sessions are read by staff requests only). Expired rows, ended
  // or not, are pruned every 15 minutes; close() stops that timer and ends the pool.
  const store = new EndingPgStore({
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
    // No `proxy` option: Express's req.secure decides, which believes the TRUST_PROXY nearest hops
    // and is always true when PUBLIC_URL is https (app.ts).
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request counts as https: always when PUBLIC_URL is https, otherwise
      // when it came over https directly or, by X-Forwarded-Proto, through the trusted proxies.
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

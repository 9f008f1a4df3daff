import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Statements } from '../database/statements';

interface Row {
  hits: number;
  expires_in: number;
  blocked_for: number;
}

/**
 * A counter's key: lowered by PostgreSQL, so a username or number is counted as the database
 * compares it (`sec_edİtor` and `sec_editor` are one account, one counter).
 */
export const storedKey = (name: string, key: string) => `${name}:${key}`.slice(0, 300);

/**
 * One hit on a counter, counted by the row `hit` inserts: the stored key (lowered), 1 and the
 * window's end (`window`, ms, from now). A window that has passed starts again at 1, and passing
 * `limit` blocks the key for `block` ms. Answers the new hits, expires_in and blocked_for
 * (seconds), in one atomic statement: parallel hits each get their own count.
 */
/**
 * The largest PostgreSQL integer, the type of a counter's hits: the limit of a counter that only
 * counts (its caller checks the count), and the cap of every limit, so one multiplied past it
 * (RATE_LIMIT_FACTOR) is no limit, not an error.
 */
export const NO_LIMIT = 2_147_483_647;

const countHit = (hit: string, window: string, limit: string, block: string) => `INSERT INTO rate_limits AS r (key, hits, expires_at)
         ${hit}
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() AND coalesce(r.blocked_until, now()) <= now() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= now() AND coalesce(r.blocked_until, now()) <= now()
                           THEN now() + ${window} * interval '1 millisecond' ELSE r.expires_at END,
         blocked_until = CASE WHEN r.blocked_until > now() THEN r.blocked_until
                              WHEN r.expires_at > now() AND r.hits + 1 > ${limit} THEN now() + ${block} * interval '1 millisecond'
                              ELSE NULL END
       RETURNING hits,
         greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS expires_in,
         greatest(0, ceil(extract(epoch FROM coalesce(blocked_until, now()) - now())))::int AS blocked_for`;

/**
 * One hit on a counter ($1 the stored key, $2 the window in ms, $3 the limit, $4 the block in
 * ms). A window that has passed starts again at 1, and passing the limit blocks the key for the
 * block's length. Answers one row: hits, expires_in and blocked_for (seconds). Also run by the
 * bench's baseline (bench/raw-server.mjs), which reads it from the build.
 * @public
 */
export const COUNT_HIT = countHit(`VALUES (lower($1), 1, now() + $2 * interval '1 millisecond')`, '$2', '$3', '$4');

/**
 * A hit on the counter whose stored key is the parameter `key`, in a window of `window` ms,
 * counted only when the SQL condition `when` holds (no row is answered otherwise), for a
 * statement that counts a try beside its own read (certificate verification). No limit: the
 * caller checks the count it answers.
 */
export const countHitWhen = (key: string, window: string, when: string) =>
  countHit(`SELECT lower(${key}), 1, now() + ${window} * interval '1 millisecond' WHERE ${when}`, window, String(NO_LIMIT), '0');

/**
 * The hits of a window still running and its seconds left (hits, expires_in), of the counter whose
 * stored key is the statement's parameter `param` (`$1`); no row when none runs. Written once: the
 * peek below, and a statement that reads a counter beside its own read (certificate verification).
 */
export const runningWindow = (param: string) => `SELECT hits, greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS expires_in
     FROM rate_limits WHERE key = lower(${param}) AND expires_at > now()`;

const PEEK = runningWindow('$1');

/**
 * @nestjs/throttler's counters in PostgreSQL, so a limit holds across every API
 * process behind the load balancer: one prepared statement per hit (COUNT_HIT). The table is
 * unlogged (docs/behaviour.md, Rate limits): a counter is not worth a disk write.
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly statements: Statements) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string) {
    const [row] = await this.statements.rows<Row>(COUNT_HIT, [storedKey(name, key), ttl, Math.min(limit, NO_LIMIT), blockDuration]);
    this.sweep();
    return {
      totalHits: row.hits,
      timeToExpire: row.expires_in,
      isBlocked: row.blocked_for > 0,
      timeToBlockExpire: row.blocked_for,
    };
  }

  /** The hits of a window still running, and the seconds until it ends; without counting one. */
  async peek(key: string, name: string): Promise<{ hits: number; expiresIn: number }> {
    const [row] = await this.statements.rows<{ hits: number; expires_in: number }>(PEEK, [storedKey(name, key)]);
    return { hits: row?.hits ?? 0, expiresIn: row?.expires_in ?? 0 };
  }

  /** Drops finished windows now and then; the table stays as small as the current traffic. */
  private sweep(): void {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    void this.statements
      .run(`DELETE FROM rate_limits WHERE expires_at < now() AND coalesce(blocked_until, now()) <= now()`)
      .catch(() => undefined);
  }
}

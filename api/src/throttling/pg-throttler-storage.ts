import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

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
 * One hit on a counter, its parameters from `$first`: the stored key, the window (ms), the limit
 * and the block (ms). A window that has passed starts again at 1, and passing the limit blocks
 * the key for the block's length. Answers one row: hits, expires_in and blocked_for (seconds).
 * Exported so a statement that does more (certificate verification) counts alike.
 */
export const countHitSql = (first: number) => {
  const [key, ttl, limit, block] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  return `INSERT INTO rate_limits AS r (key, hits, expires_at)
         VALUES (lower(${key}), 1, now() + ${ttl} * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() AND coalesce(r.blocked_until, now()) <= now() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= now() AND coalesce(r.blocked_until, now()) <= now()
                           THEN now() + ${ttl} * interval '1 millisecond' ELSE r.expires_at END,
         blocked_until = CASE WHEN r.blocked_until > now() THEN r.blocked_until
                              WHEN r.expires_at > now() AND r.hits + 1 > ${limit} THEN now() + ${block} * interval '1 millisecond'
                              ELSE NULL END
       RETURNING hits,
         greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS expires_in,
         greatest(0, ceil(extract(epoch FROM coalesce(blocked_until, now()) - now())))::int AS blocked_for`;
};

/** The hits of a window still running and its seconds left (hits, expires_in), the stored key at `$first`; no row when none runs. */
export const peekSql = (first: number) =>
  `SELECT hits, greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS expires_in
     FROM rate_limits WHERE key = lower($${first}) AND expires_at > now()`;

/**
 * @nestjs/throttler's counters in PostgreSQL, so a limit holds across every API
 * process behind the load balancer: one statement per hit (countHitSql). The table is
 * unlogged (docs/behaviour.md, Rate limits): a counter is not worth a disk write.
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string) {
    const [row]: Row[] = await this.dataSource.query(countHitSql(1), [storedKey(name, key), ttl, limit, blockDuration]);
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
    const [row]: { hits: number; expires_in: number }[] = await this.dataSource.query(peekSql(1), [storedKey(name, key)]);
    return { hits: row?.hits ?? 0, expiresIn: row?.expires_in ?? 0 };
  }

  /** Drops finished windows now and then; the table stays as small as the current traffic. */
  sweep(): void {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    void this.dataSource
      .query(`DELETE FROM rate_limits WHERE expires_at < now() AND coalesce(blocked_until, now()) <= now()`)
      .catch(() => undefined);
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { TWO_FACTOR_MESSAGES, type UserSession } from '@institute/shared';
import { createHash } from 'node:crypto';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';

/**
 * A session's id in answers: the first 32 hex characters of the SHA-256 of the store's id, so it
 * is stable and opaque and never the cookie or any part of it (docs/api.md, Sessions).
 */
const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);

const iso = (ms: number | undefined) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

/** The signed-in sessions of a user, read from the session store's table. */
@Injectable()
export class SessionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's signed-in, unexpired sessions (pending sign-ins are not signed in), most recently seen first. */
  async list(userId: string, currentSid: string): Promise<UserSession[]> {
    const rows = await this.rows(userId);
    return rows
      .map(({ sid, sess }) => ({
        id: publicSessionId(sid),
        current: sid === currentSid,
        createdAt: iso(sess.signedInAt),
        lastSeenAt: iso(sess.lastSeenAt ?? sess.signedInAt),
        ip: sess.ip ?? null,
        userAgent: sess.userAgent ?? null,
      }))
      .sort((a, b) => (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''));
  }

  /** The store id of the user's session answered as `id`; 404 for anything else, whatever its form. */
  async find(userId: string, id: string): Promise<string> {
    const row = (await this.rows(userId)).find(({ sid }) => publicSessionId(sid) === id);
    if (!row) throw new NotFoundException(TWO_FACTOR_MESSAGES.sessionNotFound);
    return row.sid;
  }

  /** Ends the session: marked ended, so a request in flight on it cannot save it back to life (auth/session.ts). */
  async remove(sid: string): Promise<void> {
    await this.dataSource.query(`UPDATE session SET ended_at = now() WHERE sid = $1 AND ended_at IS NULL`, [sid]);
  }

  private rows(userId: string): Promise<{ sid: string; sess: SessionData }[]> {
    return this.dataSource.query(
      `SELECT sid, sess FROM session WHERE (sess -> 'passport' ->> 'user') = $1 AND expire > now() AND ended_at IS NULL`,
      [userId],
    );
  }
}

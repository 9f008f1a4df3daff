import { Injectable, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AUTH_MESSAGES } from '@institute/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';

/** Wrong factors an account takes in an hour; the next try, right or wrong, is 429 until the hour has passed. */
const MAX_FACTOR_FAILURES_PER_HOUR = 10;

/** A try counted by `take`, settled by `settle` once its values have been checked. */
export interface FactorTry {
  userId: string;
  count: number;
}

/**
 * Counts one try at $1's account: a window older than an hour starts again at 1. Answers the new
 * count and the seconds until the window ends.
 */
const TAKE = `UPDATE users SET
    factor_failures = CASE WHEN factor_failures_since IS NULL OR factor_failures_since <= now() - interval '1 hour'
                           THEN 1 ELSE factor_failures + 1 END,
    factor_failures_since = CASE WHEN factor_failures_since IS NULL OR factor_failures_since <= now() - interval '1 hour'
                                 THEN now() ELSE factor_failures_since END
  WHERE id = $1
  RETURNING factor_failures AS count,
    greatest(1, ceil(extract(epoch FROM factor_failures_since + interval '1 hour' - now())))::int AS retry_after`;

/**
 * Wrong second factors per account (docs/behaviour.md, Two-factor sign-in): codes and recovery
 * codes at sign-in, and the password and code of a change to one's own password or second factor,
 * from every session and address, counted in the database. A try is counted before its values are
 * checked (one atomic increment that answers the new count), so tries sent in parallel cannot all
 * read the same count; a right one gives its count back. The tenth wrong one locks the account's
 * second step for an hour from then and mails the owner.
 */
@Injectable()
export class FactorLimit {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  /** Counts a try at the account; past the limit throws the 429 of every limit, with Retry-After. */
  async take(userId: string, res: Response): Promise<FactorTry> {
    const [[row]]: [[{ count: number; retry_after: number }?], number] = await this.dataSource.query(TAKE, [userId]);
    if (!row) return { userId, count: 0 };
    if (row.count > MAX_FACTOR_FAILURES_PER_HOUR) {
      res.setHeader('Retry-After', String(row.retry_after));
      throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
    }
    return { userId, count: row.count };
  }

  /** A right try gives its count back; the wrong one that reaches the limit locks for an hour from now. */
  async settle(tried: FactorTry, right: boolean): Promise<void> {
    if (right) {
      await this.dataSource.query(`UPDATE users SET factor_failures = greatest(factor_failures - 1, 0) WHERE id = $1`, [tried.userId]);
      return;
    }
    if (tried.count !== MAX_FACTOR_FAILURES_PER_HOUR) return;
    const [[owner]]: [{ username: string; email: string | null }[], number] = await this.dataSource.query(
      `UPDATE users SET factor_failures_since = now() WHERE id = $1 RETURNING username, email`,
      [tried.userId],
    );
    this.logger.warn(`Second step of user ${tried.userId} locked for an hour after ${MAX_FACTOR_FAILURES_PER_HOUR} wrong factors`);
    if (owner?.email) await this.mailOwner(owner.username, owner.email);
  }

  /** An administrator's reset of the user's two-factor sign-in lifts the lock. */
  async reset(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE users SET factor_failures = 0, factor_failures_since = NULL WHERE id = $1`, [userId]);
  }

  private async mailOwner(username: string, email: string): Promise<void> {
    await this.mail
      .send({
        to: email,
        subject: 'Two-factor sign-in locked for an hour',
        text:
          `Hello ${username},\n\n${MAX_FACTOR_FAILURES_PER_HOUR} wrong two-factor codes were entered for your account ` +
          `"${username}" within an hour, so signing in to it with a code is refused for the next hour.\n\n` +
          `A code is asked only after the right password: if this was not you, someone knows your password. ` +
          `Change it under Account → Security as soon as you can sign in, or ask an administrator to reset it.\n`,
      })
      .catch((err: Error) => this.logger.error(`Lock mail to user ${username} failed: ${err.message}`));
  }
}

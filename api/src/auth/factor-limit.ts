import { Injectable, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AUTH_MESSAGES } from '@institute/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';

/** Wrong factors an account takes in an hour; the next try, right or wrong, is 429 until the hour has passed. */
const MAX_FACTOR_FAILURES_PER_HOUR = 10;
/** Wrong factors in a row (no right one between) after which the second step stays locked until an administrator resets it. */
const MAX_FACTOR_FAILURES_IN_A_ROW = 100;
/** What a try refused by the lock in a row is told to wait: an hour, though only a reset ends it. */
const LOCKED_RETRY_AFTER_SECONDS = 3600;

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
  RETURNING factor_failures AS count, factor_failures_in_a_row AS in_a_row,
    greatest(1, ceil(extract(epoch FROM factor_failures_since + interval '1 hour' - now())))::int AS retry_after`;

/**
 * Wrong second factors per account (docs/behaviour.md, Two-factor sign-in): codes and recovery
 * codes at sign-in, and the password and code of a change to one's own password or second factor,
 * from every session and address, counted in the database. A try is counted before its values are
 * checked (one atomic increment that answers the new count), so tries sent in parallel cannot all
 * read the same count; a right one gives its count back. The tenth wrong one locks the account's
 * second step for an hour from then; the hundredth in a row, however slowly they came, until an
 * administrator resets it (docs/behaviour.md, Two-factor sign-in). Each lock mails the owner.
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
    const [[row]]: [[{ count: number; in_a_row: number; retry_after: number }?], number] = await this.dataSource.query(TAKE, [userId]);
    if (!row) return { userId, count: 0 };
    const inARow = row.in_a_row >= MAX_FACTOR_FAILURES_IN_A_ROW;
    if (inARow || row.count > MAX_FACTOR_FAILURES_PER_HOUR) {
      res.setHeader('Retry-After', String(inARow ? LOCKED_RETRY_AFTER_SECONDS : row.retry_after));
      throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
    }
    return { userId, count: row.count };
  }

  /**
   * A right try gives its count back and ends a run of wrong ones; a wrong one adds to the run. The
   * wrong one that reaches the hour's limit locks for an hour from now; the one that makes the run
   * MAX_FACTOR_FAILURES_IN_A_ROW locks until an administrator resets the user's 2FA. Each lock is mailed.
   */
  async settle(tried: FactorTry, right: boolean): Promise<void> {
    if (right) {
      await this.dataSource.query(
        `UPDATE users SET factor_failures = greatest(factor_failures - 1, 0), factor_failures_in_a_row = 0 WHERE id = $1`,
        [tried.userId],
      );
      return;
    }
    const hourLocks = tried.count === MAX_FACTOR_FAILURES_PER_HOUR;
    const [[owner]]: [{ username: string; email: string | null; in_a_row: number }[], number] = await this.dataSource.query(
      `UPDATE users SET factor_failures_in_a_row = factor_failures_in_a_row + 1,
              factor_failures_since = CASE WHEN $2 THEN now() ELSE factor_failures_since END
        WHERE id = $1 RETURNING username, email, factor_failures_in_a_row AS in_a_row`,
      [tried.userId, hourLocks],
    );
    if (!owner) return;
    if (owner.in_a_row === MAX_FACTOR_FAILURES_IN_A_ROW) {
      this.logger.warn(`Second step of user ${tried.userId} locked after ${MAX_FACTOR_FAILURES_IN_A_ROW} wrong factors in a row`);
      if (owner.email) await this.mailOwner(owner.username, owner.email, 'until-reset');
    } else if (hourLocks) {
      this.logger.warn(`Second step of user ${tried.userId} locked for an hour after ${MAX_FACTOR_FAILURES_PER_HOUR} wrong factors`);
      if (owner.email) await this.mailOwner(owner.username, owner.email, 'hour');
    }
  }

  /** An administrator's reset of the user's two-factor sign-in lifts both locks. */
  async reset(userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET factor_failures = 0, factor_failures_since = NULL, factor_failures_in_a_row = 0 WHERE id = $1`,
      [userId],
    );
  }

  private async mailOwner(username: string, email: string, lock: 'hour' | 'until-reset'): Promise<void> {
    const what =
      lock === 'hour'
        ? `${MAX_FACTOR_FAILURES_PER_HOUR} wrong two-factor codes were entered for your account "${username}" within an hour, ` +
          `so signing in to it with a code is refused for the next hour.`
        : `${MAX_FACTOR_FAILURES_IN_A_ROW} wrong two-factor codes in a row were entered for your account "${username}", ` +
          `so signing in to it with a code is refused until an administrator resets your two-factor authentication.`;
    await this.mail
      .send({
        to: email,
        subject: lock === 'hour' ? 'Two-factor sign-in locked for an hour' : 'Two-factor sign-in locked',
        text:
          `Hello ${username},\n\n${what}\n\n` +
          `A code is asked only after the right password: if this was not you, someone knows your password. ` +
          `Change it under Account → Security as soon as you can sign in, or ask an administrator to reset it.\n`,
      })
      .catch((err: Error) => this.logger.error(`Lock mail to user ${username} failed: ${err.message}`));
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  type Locale,
  localeDisplayDate,
  type NewsCategory,
  newsAnnouncementMail,
  ONE_CLICK_BODY,
  type Translations,
  UNSUBSCRIBED_KEPT_DAYS,
} from '@institute/shared';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BULK_CONNECTIONS, MailService } from '../mail/mail.service';
import { type MailQueueState, Metrics } from '../metrics/metrics';
import { NewsService } from '../news/news.service';
import { linkedMail } from './subscription-mail';
import { SubscriptionTokens } from './subscription-tokens';
import { SubscriptionsService } from './subscriptions.service';

/** Any fixed number: the process holding this PostgreSQL advisory lock is the one sending the mails on publish. */
const SENDER_LOCK = 38_002;
/** How often every process checks for items whose scheduled time has come, and cleans up. */
const CHECK_EVERY_MS = 30_000;
/** How often an idle sender looks for mails (sooner when its own process queued some). */
const IDLE_MS = 5_000;
/** A mail claimed by a sender that stopped before sending it is due again after this long. */
const CLAIM_MINUTES = 5;
/** A failed mail is tried again after 1, 2, 4… minutes, at most an hour apart… */
const MAX_BACKOFF_SECONDS = 3600;
/** …and given up a day after it was queued. */
const GIVE_UP_HOURS = 24;
/** Sent, failed and cancelled mails are kept this long for the back office, then deleted. */
const KEEP_SENT_DAYS = 30;

interface DueMail {
  id: string;
  subscriber_id: string;
  email: string;
  locale: Locale;
  manage_token_hash: Buffer;
  title: string;
  excerpt: string;
  slug: string;
  category: NewsCategory;
  status: string;
  published_at: Date | null;
  translations: Translations | null;
}

/** A news item's mails, for its edit screen: how many it will mail (not announced yet) or mailed, and how far the queue is. */
export interface NewsMailing {
  announced: boolean;
  announcedAt: Date | null;
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
}

/**
 * The mails on publish (docs/behaviour.md, E-mail subscriptions): queued in PostgreSQL when an
 * item is published (one INSERT … SELECT; an item is announced once, ever: news_announcements),
 * and sent in the background by one process at a time (an advisory lock), MAIL_BULK_RATE a second,
 * each mail claimed for CLAIM_MINUTES and marked sent as soon as the SMTP server took it, so a
 * restart resumes where it stopped. A failure is tried again with backoff and given up after a day.
 */
@Injectable()
export class SubscriptionQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Subscriptions');
  private running = false;
  private checkTimer?: NodeJS.Timeout;
  private wake?: () => void;
  private loop?: Promise<void>;
  private announcing = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly tokens: SubscriptionTokens,
    private readonly subscriptions: SubscriptionsService,
    news: NewsService,
    metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A write of a news item may publish it: its mails are queued once the answer is on its way.
    news.onWrite(() => this.announceSoon());
    metrics.readMailQueue(() => this.state().catch(() => undefined));
  }

  /** How many mails wait and were given up, and how long the oldest has waited: what the metrics say (docs/operations.md). */
  private async state(): Promise<MailQueueState> {
    const [row] = (await this.dataSource.query(`
      SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'failed')::int AS failed,
             coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending')), 0)::float8 AS "oldestPendingSeconds"
      FROM subscription_mails`)) as MailQueueState[];
    return row;
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.checkTimer = setInterval(
      () => void this.check().catch((err: Error) => this.logger.error(`Check failed: ${err.message}`)),
      CHECK_EVERY_MS,
    );
    this.checkTimer.unref();
    if (this.config.mailBulkRate > 0) this.loop = this.sendLoop();
  }

  /** Stops the check and the sender, and waits for the mails in flight, before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.running = false;
    clearInterval(this.checkTimer);
    this.wake?.();
    await Promise.all([this.loop, this.announcing]);
    this.mail.close();
  }

  /** The periodic check of every process: items whose time came are announced; expired links and hashes, old mails, deleted. */
  async check(): Promise<void> {
    await this.announce();
    await this.cleanUp();
  }

  /** Announces after a write, in the background; the process's sender is woken when it queued mail. */
  private announceSoon(): void {
    this.announcing = this.announcing
      .then(() => this.announce())
      .then((queued) => {
        if (queued > 0) this.wake?.();
      })
      .catch((err: Error) => this.logger.error(`Announcing failed: ${err.message}`));
  }

  /**
   * Queues one mail per confirmed subscriber of its category for each published item whose time
   * has come and that was never announced; answers how many mails it queued. Two processes may
   * run it at once: an item's announcement is inserted once (its primary key), and only the one
   * that inserted it queues its mails.
   */
  async announce(): Promise<number> {
    const [{ queued }] = (await this.dataSource.query(`
      WITH due AS (
        INSERT INTO news_announcements (news_id, recipients)
        SELECT n.id, (SELECT count(*) FROM subscribers s WHERE s.confirmed_at IS NOT NULL AND n.category = ANY (s.categories))
        FROM news n
        WHERE n.status = 'published' AND n.published_at <= now()
          AND NOT EXISTS (SELECT 1 FROM news_announcements a WHERE a.news_id = n.id)
        ON CONFLICT (news_id) DO NOTHING
        RETURNING news_id
      ), mails AS (
        INSERT INTO subscription_mails (news_id, subscriber_id)
        SELECT n.id, s.id FROM due JOIN news n ON n.id = due.news_id
        JOIN subscribers s ON s.confirmed_at IS NOT NULL AND n.category = ANY (s.categories)
        ON CONFLICT (news_id, subscriber_id) DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS queued FROM mails`)) as { queued: number }[];
    if (queued > 0) this.logger.log(`${queued} mails on publish queued`);
    return queued;
  }

  /** Deletes unconfirmed subscribers whose link expired, hashes of addresses that left 30 days ago, and mails done 30 days ago. */
  private async cleanUp(): Promise<void> {
    await this.dataSource.query(`DELETE FROM subscribers WHERE confirmed_at IS NULL AND confirm_expires_at < now()`);
    await this.dataSource.query(
      `DELETE FROM unsubscribed_addresses WHERE unsubscribed_at < now() - interval '${UNSUBSCRIBED_KEPT_DAYS} days'`,
    );
    await this.dataSource.query(
      `DELETE FROM subscription_mails WHERE status <> 'pending' AND coalesce(sent_at, next_attempt_at) < now() - interval '${KEEP_SENT_DAYS} days'`,
    );
  }

  /** MAIL_BULK_RATE mails a second while there are some; a look every IDLE_MS otherwise, or when woken. */
  private async sendLoop(): Promise<void> {
    while (this.running) {
      const started = Date.now();
      let sent = 0;
      try {
        sent = await this.sendDue(this.config.mailBulkRate);
      } catch (err) {
        this.logger.error(`Sending mails on publish failed: ${(err as Error).message}`);
      }
      if (!this.running) break;
      const wait = sent > 0 ? Math.max(0, 1000 - (Date.now() - started)) : IDLE_MS;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /**
   * Sends at most `limit` due mails, unless another process is sending (it holds the lock): then
   * none. Answers how many were tried. Each is claimed first (its next try moved CLAIM_MINUTES
   * ahead, so a process that stops mid-send leaves it for a later one), then marked sent, or
   * failed with its next try, one by one as the SMTP server answers.
   */
  async sendDue(limit: number): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    let locked = false;
    try {
      await runner.connect();
      [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [SENDER_LOCK])) as { locked: boolean }[];
      if (!locked) return 0;
      const [claimed] = (await runner.query(
        `UPDATE subscription_mails m SET next_attempt_at = now() + interval '${CLAIM_MINUTES} minutes', attempts = m.attempts + 1
         FROM (SELECT id FROM subscription_mails WHERE status = 'pending' AND next_attempt_at <= now()
               ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
         WHERE m.id = due.id RETURNING m.id`,
        [limit],
      )) as [{ id: string }[], number];
      if (!claimed.length) return 0;
      const due = (await runner.query(
        `SELECT m.id, s.id AS subscriber_id, s.email, s.locale, s.manage_token_hash,
                n.title, n.excerpt, n.slug, n.category, n.status, n.published_at, n.translations
         FROM subscription_mails m JOIN subscribers s ON s.id = m.subscriber_id JOIN news n ON n.id = m.news_id
         WHERE m.id = ANY ($1::uuid[])`,
        [claimed.map((c) => c.id)],
      )) as DueMail[];
      const institutes = { en: await this.subscriptions.institute('en'), ne: await this.subscriptions.institute('ne') };
      let next = 0;
      const worker = async () => {
        while (next < due.length) await this.sendOne(due[next++], institutes);
      };
      await Promise.all(Array.from({ length: Math.min(BULK_CONNECTIONS, due.length) }, worker));
      return due.length;
    } finally {
      if (locked) await runner.query('SELECT pg_advisory_unlock($1)', [SENDER_LOCK]).catch(() => undefined);
      await runner.release();
    }
  }

  private async sendOne(row: DueMail, institutes: Record<Locale, string>): Promise<void> {
    // Unpublished since it was queued: not sent.
    if (row.status !== 'published') {
      await this.dataSource.query(`UPDATE subscription_mails SET status = 'cancelled' WHERE id = $1`, [row.id]);
      return;
    }
    try {
      const hash = this.tokens.hash(this.tokens.manageToken(row.subscriber_id));
      // SESSION_SECRET changed since the subscriber was stored: its links' token is the new key's from now on.
      if (!hash.equals(row.manage_token_hash)) {
        await this.dataSource.query('UPDATE subscribers SET manage_token_hash = $2 WHERE id = $1', [row.subscriber_id, hash]);
      }
      await this.mail.sendBulk(this.compose(row, institutes[row.locale]));
      await this.dataSource.query(`UPDATE subscription_mails SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
        row.id,
      ]);
    } catch (err) {
      // The SMTP answer's code or the error's, never its text (it may name the recipient).
      const e = err as { responseCode?: number; code?: string };
      const reason = String(e.responseCode ?? e.code ?? 'error').slice(0, 100);
      await this.dataSource.query(
        `UPDATE subscription_mails
         SET status = CASE WHEN created_at < now() - interval '${GIVE_UP_HOURS} hours' THEN 'failed' ELSE 'pending' END,
             next_attempt_at = now() + make_interval(secs => least(${MAX_BACKOFF_SECONDS}, 60 * power(2, attempts - 1))),
             last_error = $2
         WHERE id = $1`,
        [row.id, reason],
      );
      this.logger.warn(`A mail on publish failed (${reason}); it is tried again later`);
    }
  }

  /**
   * A mail on publish in the subscriber's language: the item's Nepali title and excerpt where it
   * has a Nepali title (otherwise the English ones, with the Nepali line saying so), the link to
   * the article and the date in that language, and the manage and one-click links (RFC 8058).
   */
  private compose(row: DueMail, institute: string) {
    const nepali = row.locale === 'ne' ? row.translations?.ne : undefined;
    const translated = Boolean(nepali?.title);
    const { subject, lines } = newsAnnouncementMail(
      row.locale,
      institute,
      {
        category: row.category,
        title: translated ? nepali!.title! : row.title,
        excerpt: (translated ? nepali!.excerpt : undefined) ?? row.excerpt ?? '',
        link: `${this.config.publicUrl}${row.locale === 'ne' ? '/ne' : ''}/news/${row.slug}`,
        date: localeDisplayDate(row.published_at, row.locale),
        inEnglish: row.locale === 'ne' && !translated,
      },
      this.subscriptions.manageLink(row.subscriber_id, row.locale),
    );
    return linkedMail(row.email, subject, lines, {
      from: this.config.mailBulkFrom,
      headers: {
        'List-Unsubscribe': `<${this.subscriptions.unsubscribeLink(row.subscriber_id)}>`,
        'List-Unsubscribe-Post': `${ONE_CLICK_BODY.field}=${ONE_CLICK_BODY.value}`,
        Precedence: 'bulk',
        'Auto-Submitted': 'auto-generated',
      },
    });
  }

  /** How many confirmed subscribers each category has, and how many addresses wait for their confirmation: the dashboard's counts. */
  async counts(): Promise<Record<NewsCategory | 'confirmed' | 'unconfirmed', number>> {
    const [row] = (await this.dataSource.query(`
      SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed,
             count(*) FILTER (WHERE confirmed_at IS NULL)::int AS unconfirmed,
             count(*) FILTER (WHERE confirmed_at IS NOT NULL AND 'news' = ANY (categories))::int AS news,
             count(*) FILTER (WHERE confirmed_at IS NOT NULL AND 'notice' = ANY (categories))::int AS notice,
             count(*) FILTER (WHERE confirmed_at IS NOT NULL AND 'result' = ANY (categories))::int AS result
      FROM subscribers`)) as Record<NewsCategory | 'confirmed' | 'unconfirmed', number>[];
    return row;
  }

  /** A news item's mails: before its announcement, how many it would mail now; after, how many it mailed and how far. Null for an unknown item. */
  async newsMailing(newsId: string): Promise<NewsMailing | null> {
    const [row] = (await this.dataSource.query(
      `SELECT a.announced_at,
              CASE WHEN a.news_id IS NULL
                THEN (SELECT count(*) FROM subscribers s WHERE s.confirmed_at IS NOT NULL AND n.category = ANY (s.categories))
                ELSE a.recipients END::int AS recipients,
              (SELECT count(*) FROM subscription_mails m WHERE m.news_id = n.id AND m.status = 'pending')::int AS pending,
              (SELECT count(*) FROM subscription_mails m WHERE m.news_id = n.id AND m.status = 'sent')::int AS sent,
              (SELECT count(*) FROM subscription_mails m WHERE m.news_id = n.id AND m.status = 'failed')::int AS failed
       FROM news n LEFT JOIN news_announcements a ON a.news_id = n.id WHERE n.id = $1`,
      [newsId],
    )) as { announced_at: Date | null; recipients: number; pending: number; sent: number; failed: number }[];
    if (!row) return null;
    const { announced_at, ...counts } = row;
    return { announced: announced_at !== null, announcedAt: announced_at, ...counts };
  }
}

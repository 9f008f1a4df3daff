import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail subscriptions to the news (docs/behaviour.md, E-mail subscriptions): the subscribers,
 * the hashes of the addresses that left (kept 30 days), the queue of the mails on publish, and
 * the news items already announced, so that no item is mailed twice.
 */
export class Subscriptions1765700000000 implements MigrationInterface {
  name = 'Subscriptions1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        categories text[] NOT NULL CHECK (cardinality(categories) > 0 AND categories <@ ARRAY['news', 'notice', 'result']),
        locale varchar(2) NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ne')),
        confirmed_at timestamptz,
        confirm_token_hash bytea,
        confirm_expires_at timestamptz,
        manage_token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One subscription per address, whatever its letter case.
    await q.query(`CREATE UNIQUE INDEX subscribers_email_key ON subscribers (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX subscribers_confirm_token_key ON subscribers (confirm_token_hash)`);
    await q.query(`CREATE UNIQUE INDEX subscribers_manage_token_key ON subscribers (manage_token_hash)`);
    await q.query(`CREATE INDEX subscribers_created_idx ON subscribers (created_at DESC)`);
    // The daily clean-up of unconfirmed addresses whose link expired.
    await q.query(`CREATE INDEX subscribers_unconfirmed_idx ON subscribers (confirm_expires_at) WHERE confirmed_at IS NULL`);

    // An address that left, by its keyed hash only: why, and when (deleted after 30 days).
    await q.query(`
      CREATE TABLE unsubscribed_addresses (
        address_hash bytea PRIMARY KEY,
        reason varchar(20) NOT NULL CHECK (reason IN ('unsubscribe', 'staff', 'bounce', 'complaint')),
        unsubscribed_at timestamptz NOT NULL DEFAULT now()
      )`);

    // The news items whose mails were queued (or that were published before subscriptions existed).
    await q.query(`
      CREATE TABLE news_announcements (
        news_id uuid PRIMARY KEY REFERENCES news(id) ON DELETE CASCADE,
        announced_at timestamptz NOT NULL DEFAULT now(),
        recipients integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      INSERT INTO news_announcements (news_id, recipients)
      SELECT id, 0 FROM news WHERE status = 'published' AND published_at <= now()`);

    // The queue of mails on publish: one row per item and subscriber, sent by one process at a time.
    await q.query(`
      CREATE TABLE subscription_mails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        news_id uuid NOT NULL REFERENCES news(id) ON DELETE CASCADE,
        subscriber_id uuid NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        UNIQUE (news_id, subscriber_id)
      )`);
    await q.query(`CREATE INDEX subscription_mails_due_idx ON subscription_mails (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX subscription_mails_subscriber_idx ON subscription_mails (subscriber_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subscription_mails`);
    await q.query(`DROP TABLE news_announcements`);
    await q.query(`DROP TABLE unsubscribed_addresses`);
    await q.query(`DROP TABLE subscribers`);
  }
}

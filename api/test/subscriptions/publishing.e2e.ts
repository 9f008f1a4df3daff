import { localeDisplayDate, SUBSCRIPTION_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { randomUUID } from 'node:crypto';
import { SubscriptionQueue } from '../../src/subscriptions/subscription-queue';
import { SubscriptionTokens } from '../../src/subscriptions/subscription-tokens';
import { startTestApp, type TestApp } from '../support/app';
import { createThrowawayDatabase } from '../support/database';
import { decodeMail, type ReceivedMail, type SmtpServer, startSmtpServer, waitFor } from '../support/mail';

const ARTICLE = { content: 'Full text', excerpt: 'Read the details' };

/** Adds confirmed subscribers (or not) with SQL, as the public calls would leave them. */
async function addSubscribers(t: TestApp, rows: { email: string; categories: string[]; locale: string; confirmed?: boolean }[]) {
  for (const r of rows) {
    await t.sql(
      `INSERT INTO subscribers (email, categories, locale, confirmed_at, manage_token_hash)
       VALUES ($1::text, $2, $3, CASE WHEN $4::boolean THEN now() END, sha256(convert_to($1::text, 'UTF8')))`,
      [r.email, r.categories, r.locale, r.confirmed ?? true],
    );
  }
}

/** Sends what the queue holds, step by step, as the background sender would. */
async function drain(queue: SubscriptionQueue): Promise<void> {
  while ((await queue.sendDue(1000)) > 0);
}

/** A header of a received mail, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe('mails on publish', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  let admin: TestAgent;
  let queue: SubscriptionQueue;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_BULK_RATE: '0', MAIL_BULK_FROM: 'Institute News <news@institute.test>' } });
    admin = await t.signIn();
    queue = t.running.app.get(SubscriptionQueue);
    await addSubscribers(t, [
      { email: 'news-en@example.test', categories: ['news'], locale: 'en' },
      { email: 'result-ne@example.test', categories: ['result'], locale: 'ne' },
      { email: 'all-en@example.test', categories: ['news', 'notice', 'result'], locale: 'en' },
      { email: 'notice-ne@example.test', categories: ['notice'], locale: 'ne' },
      { email: 'unconfirmed@example.test', categories: ['news', 'notice', 'result'], locale: 'en', confirmed: false },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const inboxOf = (to: string) => smtp.inbox.filter((m) => m.to.includes(to));
  const publish = async (fields: Record<string, unknown>) =>
    (
      await admin
        .post('/api/admin/news')
        .send({ ...ARTICLE, status: 'published', ...fields })
        .expect(201)
    ).body;
  const queued = async (newsId: string) =>
    (await t.sql('SELECT count(*)::int AS n FROM subscription_mails WHERE news_id = $1', [newsId]))[0].n as number;
  const mailing = async (newsId: string) => (await admin.get(`/api/admin/subscribers/news/${newsId}`).expect(200)).body;

  let results: { id: string; slug: string; publishedAt: string };

  it('mails each confirmed subscriber of its category once, in their language, and no one else', async () => {
    const news = await publish({ title: 'Sports week', category: 'news' });
    results = await publish({
      title: 'Electrician results',
      category: 'result',
      translations: { ne: { title: 'बिजुली मिस्त्री नतिजा', excerpt: 'नतिजा हेर्नुहोस्' } },
    });
    const notice = await publish({ title: 'Holiday notice', category: 'notice' });
    // The answers came before the mails were queued (in the background) or sent (by the sender).
    expect(smtp.inbox).toHaveLength(0);
    await waitFor(async () =>
      (await queued(news.id)) === 2 && (await queued(results.id)) === 2 && (await queued(notice.id)) === 2 ? true : undefined,
    );
    expect(await mailing(results.id)).toMatchObject({ announced: true, recipients: 2, pending: 2, sent: 0 });
    await drain(queue);
    expect(await mailing(results.id)).toMatchObject({ announced: true, recipients: 2, pending: 0, sent: 2, failed: 0 });

    const subjects = (to: string) =>
      inboxOf(to)
        .map((m) => decodeMail(m.raw).match(/^Subject: (.*)$/m)![1])
        .sort();
    expect(subjects('news-en@example.test')).toEqual(['News: Sports week']);
    expect(subjects('all-en@example.test')).toEqual(['News: Sports week', 'Notice: Holiday notice', 'Result: Electrician results']);
    expect(subjects('result-ne@example.test')).toEqual(['नतिजा: बिजुली मिस्त्री नतिजा']);
    expect(subjects('notice-ne@example.test')).toEqual(['सूचना: Holiday notice']);
    expect(inboxOf('unconfirmed@example.test')).toHaveLength(0);
    expect(smtp.inbox).toHaveLength(6);

    // In Nepali: the translation, the Nepali article's address and the date in B.S.
    const nepali = decodeMail(inboxOf('result-ne@example.test')[0].raw);
    expect(nepali).toContain('नतिजा हेर्नुहोस्');
    expect(nepali).toContain(`http://institute.test/ne/news/${results.slug}`);
    expect(nepali).toContain(localeDisplayDate(results.publishedAt, 'ne'));
    expect(nepali).toContain('http://institute.test/ne/subscriptions/manage?token=');
    // No translation: the English texts, with the Nepali line saying so.
    const untranslated = decodeMail(inboxOf('notice-ne@example.test')[0].raw);
    expect(untranslated).toContain('यसको नेपाली अनुवाद छैन');
    expect(untranslated).toContain('Read the details');
    const english = decodeMail(inboxOf('all-en@example.test').find((m) => /Electrician/.test(decodeMail(m.raw)))!.raw);
    expect(english).toContain(`http://institute.test/news/${results.slug}`);
    expect(english).toContain(localeDisplayDate(results.publishedAt, 'en'));
    expect(english).not.toContain('बिजुली');
  });

  it('marks every mail on publish as bulk, with a one-click unsubscribe that works by a POST alone', async () => {
    const mail = inboxOf('news-en@example.test')[0];
    expect(header(mail, 'From')).toBe('Institute News <news@institute.test>');
    expect(header(mail, 'Precedence')).toBe('bulk');
    expect(header(mail, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(http:\/\/institute\.test\/api\/subscriptions\/unsubscribe\?token=[A-Za-z0-9_-]+)>$/.exec(
      header(mail, 'List-Unsubscribe')!,
    )![1];
    // The visible link to the manage page carries the same token.
    const token = new URL(link).searchParams.get('token')!;
    expect(decodeMail(mail.raw)).toContain(`http://institute.test/subscriptions/manage?token=${token}`);
    await t.agent().get(`/api/subscriptions/manage?token=${token}`).expect(200);

    // The mail client's POST: no Origin, no cookie, no confirmation.
    const res = await t.agent().post(link.replace('http://institute.test', '')).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.unsubscribed });
    expect(await t.sql(`SELECT id FROM subscribers WHERE email = 'news-en@example.test'`)).toEqual([]);
    // Again (a second click, a retry), from a webmail's page on its own origin: the same answer.
    await t
      .agent()
      .post(link.replace('http://institute.test', ''))
      .set('Origin', 'https://mail.example')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await t.agent().get(`/api/subscriptions/manage?token=${token}`).expect(404);
  });

  it('never mails an item twice: a correction, or unpublishing and publishing it again', async () => {
    const total = async () => (await t.sql('SELECT count(*)::int AS n FROM subscription_mails'))[0].n as number;
    const before = await total();
    await admin.put(`/api/admin/news/${results.id}`).send({ title: 'Electrician results (corrected)' }).expect(200);
    await admin.put(`/api/admin/news/${results.id}`).send({ status: 'draft' }).expect(200);
    await admin.put(`/api/admin/news/${results.id}`).send({ status: 'published' }).expect(200);
    expect(await queue.announce()).toBe(0);
    expect(await total()).toBe(before);
  });

  it('mails a scheduled item when its time comes, found by the periodic check', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const item = await publish({ title: 'Admission notice', category: 'notice', publishedAt: later });
    await queue.check();
    expect(await queued(item.id)).toBe(0);
    // Before its time, the edit screen says how many it will mail: the confirmed subscribers of notices.
    expect(await mailing(item.id)).toMatchObject({ announced: false, announcedAt: null, recipients: 2, sent: 0 });
    // Its time comes.
    await t.sql(`UPDATE news SET published_at = now() - interval '1 second' WHERE id = $1`, [item.id]);
    await queue.check();
    expect(await queued(item.id)).toBe(2);
    const before = smtp.inbox.length;
    await drain(queue);
    expect(
      smtp.inbox
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['all-en@example.test', 'notice-ne@example.test']);
  });

  it('tries a failed mail again later, and gives it up a day after it was queued', async () => {
    const item = await publish({ title: 'Exam form', category: 'result', translations: { ne: { title: 'परीक्षा फारम' } } });
    await waitFor(async () => ((await queued(item.id)) === 2 ? true : undefined));
    // The SMTP server refuses for now: both fail, and wait for their next try.
    smtp.refusing = true;
    expect(await queue.sendDue(10)).toBe(2);
    const failed = await t.sql<{ status: string; attempts: number; due: boolean; last_error: string }>(
      `SELECT status, attempts, next_attempt_at > now() AS due, last_error FROM subscription_mails WHERE news_id = $1`,
      [item.id],
    );
    expect(failed).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, due: true }),
      expect.objectContaining({ status: 'pending', attempts: 1, due: true }),
    ]);
    expect(await queue.sendDue(10)).toBe(0);
    // A day later, still failing: given up.
    await t.sql(`UPDATE subscription_mails SET next_attempt_at = now(), created_at = now() - interval '25 hours' WHERE news_id = $1`, [
      item.id,
    ]);
    expect(await queue.sendDue(10)).toBe(2);
    expect(await mailing(item.id)).toMatchObject({ pending: 0, failed: 2 });
    expect(failed[0].last_error).toBe('451');
    expect(t.logger.text()).not.toContain('@example.test');
    smtp.refusing = false;
  });
});

describe('a publish with 5,000 subscribers', () => {
  let smtp: SmtpServer;
  let db: { url: string; drop(): Promise<void> };
  const env = () => ({ SMTP_URL: smtp.url, MAIL_BULK_RATE: '0', SESSION_SECRET: 'the-same-secret-for-both-processes' });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createThrowawayDatabase();
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.drop();
  });

  // Its timeout bounds a failure, not a wait: 5,000 mails through the loopback SMTP server and
  // three starts of the app take about 8 s on a quiet box and over a minute beside the other suites.
  it('answers at once, and the queue sends all 5,000 mails once, across a restart mid-send and with two processes', async () => {
    let t = await startTestApp({ databaseUrl: db.url, env: env() });
    try {
      // One statement; the ids and their links' token hashes made here, as a subscription makes them.
      const tokens = new SubscriptionTokens(t.config.sessionSecret);
      const ids = Array.from({ length: 5000 }, () => randomUUID());
      await t.sql(
        `INSERT INTO subscribers (id, email, categories, locale, confirmed_at, manage_token_hash)
         SELECT id, 'reader' || i || '@bulk.test', ARRAY['result'], CASE WHEN i % 2 = 0 THEN 'ne' ELSE 'en' END, now(), hash
         FROM unnest($1::uuid[], $2::bytea[]) WITH ORDINALITY AS s(id, hash, i)`,
        [ids, ids.map((id) => tokens.hash(tokens.manageToken(id)))],
      );
      const admin = await t.signIn();
      const item = (
        await admin
          .post('/api/admin/news')
          .send({ ...ARTICLE, title: 'Skill test results', category: 'result', status: 'published' })
          .expect(201)
      ).body;
      expect(smtp.inbox).toHaveLength(0);
      const count = async () =>
        (await t.sql(`SELECT count(*)::int AS n FROM subscription_mails WHERE news_id = $1`, [item.id]))[0].n as number;
      await waitFor(async () => ((await count()) === 5000 ? true : undefined), 30_000);

      const queue = t.running.app.get(SubscriptionQueue);
      expect(await queue.sendDue(2000)).toBe(2000);
      // A process that claimed 500 more and stopped before sending them.
      await t.sql(
        `UPDATE subscription_mails SET next_attempt_at = now() + interval '5 minutes', attempts = attempts + 1
         WHERE id IN (SELECT id FROM subscription_mails WHERE status = 'pending' LIMIT 500)`,
      );
    } finally {
      await t.close();
    }

    // Restarted as two processes on the one database: they go on where the queue stands, one sending at a time.
    t = await startTestApp({ databaseUrl: db.url, env: env() });
    const other = await startTestApp({ databaseUrl: db.url, env: env() });
    try {
      const queue = t.running.app.get(SubscriptionQueue);
      await Promise.all([drain(queue), drain(other.running.app.get(SubscriptionQueue))]);
      await drain(queue);
      expect(smtp.inbox).toHaveLength(4500);
      // The claimed ones are due again once their claim ran out.
      await t.sql(`UPDATE subscription_mails SET next_attempt_at = now() WHERE status = 'pending'`);
      await drain(queue);
      const recipients = smtp.inbox.map((m) => m.to[0]);
      expect(recipients).toHaveLength(5000);
      expect(new Set(recipients).size).toBe(5000);
      expect(await t.sql(`SELECT status, count(*)::int AS n FROM subscription_mails GROUP BY status`)).toEqual([
        { status: 'sent', n: 5000 },
      ]);
    } finally {
      await other.close();
      await t.close();
    }
  }, 240_000);
});

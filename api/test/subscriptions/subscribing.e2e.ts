import { CONTENT_MESSAGES, hasNoLatinWord, SUBSCRIPTION_ANSWERS, SUBSCRIPTION_MESSAGES } from '@institute/shared';
import { SubscriptionQueue } from '../../src/subscriptions/subscription-queue';
import { startTestApp, type TestApp } from '../support/app';
import { decodeMail, type ReceivedMail, type SmtpServer, startSmtpServer, waitFor } from '../support/mail';

/** The token of the link to `page` in a mail (its plain-text part). */
export function linkToken(mail: ReceivedMail, page: string): string {
  const match = decodeMail(mail.raw).match(new RegExp(`https?://[^\\s]*${page}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

describe('subscribing, confirming, managing and leaving', () => {
  let t: TestApp;
  let smtp: SmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_BULK_RATE: '0' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const subscribe = (body: Record<string, unknown>) => t.agent().post('/api/subscriptions').send(body);
  /** The next mail to `to` after `seen` mails had come to it. */
  const mailTo = (to: string, seen = 0) => waitFor(() => smtp.inbox.filter((m) => m.to.some((a) => a.toLowerCase() === to))[seen]);
  const row = async (email: string) => (await t.sql('SELECT * FROM subscribers WHERE lower(email) = lower($1)', [email]))[0];

  it('takes an address, mails a confirmation link in the chosen language, and confirms it once', async () => {
    const res = await subscribe({ email: 'sita@example.test', categories: ['result'], locale: 'ne' }).expect(201);
    expect(res.body).toEqual({ success: true, message: SUBSCRIPTION_ANSWERS.ne });
    const mail = await mailTo('sita@example.test');
    const text = decodeMail(mail.raw);
    expect(text).toMatch(/^Subject: .*इमेल सदस्यता पुष्टि गर्नुहोस्/m);
    expect(text).toContain('http://institute.test/ne/subscriptions/confirm?token=');
    expect(text).toContain('७ दिनभित्र');
    const stored = await row('sita@example.test');
    expect(stored).toMatchObject({ categories: ['result'], locale: 'ne', confirmed_at: null });
    const token = linkToken(mail, '/subscriptions/confirm');
    // Never the raw token in the database: its SHA-256 only.
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await t.agent().post('/api/subscriptions/confirmation').send({ token }).expect(200);
    expect(confirmed.body).toEqual({
      success: true,
      message: SUBSCRIPTION_MESSAGES.confirmed,
      categories: ['result'],
      locale: 'ne',
      confirmed: true,
    });
    expect((await row('sita@example.test')).confirmed_at).not.toBeNull();
    // Used once.
    const again = await t.agent().post('/api/subscriptions/confirmation').send({ token }).expect(404);
    expect(again.body).toMatchObject({ code: 'subscription.invalidToken', message: SUBSCRIPTION_MESSAGES.invalidToken });
  });

  it('answers the same whatever the state of the address, and mails a confirmed one its manage link instead', async () => {
    const states: unknown[] = [];
    // New, then unconfirmed, then (once confirmed) confirmed: the same answer each time.
    states.push((await subscribe({ email: 'ram@example.test' }).expect(201)).body);
    const first = await mailTo('ram@example.test');
    states.push((await subscribe({ email: 'Ram@Example.test', categories: ['news'] }).expect(201)).body);
    const second = await mailTo('ram@example.test', 1);
    // A second request gives a new link; the first stops working.
    const oldToken = linkToken(first, '/subscriptions/confirm');
    await t.agent().post('/api/subscriptions/confirmation').send({ token: oldToken }).expect(404);
    await t
      .agent()
      .post('/api/subscriptions/confirmation')
      .send({ token: linkToken(second, '/subscriptions/confirm') })
      .expect(200);
    states.push((await subscribe({ email: 'ram@example.test', categories: ['notice'] }).expect(201)).body);
    expect(new Set(states.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(states[0]).toEqual({ success: true, message: SUBSCRIPTION_ANSWERS.en });

    const manage = await mailTo('ram@example.test', 2);
    const text = decodeMail(manage.raw);
    expect(text).toMatch(/^Subject: Your subscription to /m);
    // The confirmed subscription is the owner's: a subscribe changes none of it.
    expect(await row('ram@example.test')).toMatchObject({ categories: ['news'], locale: 'en' });

    const token = linkToken(manage, '/subscriptions/manage');
    const read = await t.agent().get(`/api/subscriptions/manage?token=${token}`).expect(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.body).toEqual({ categories: ['news'], locale: 'en', confirmed: true });
    const changed = await t
      .agent()
      .put('/api/subscriptions/manage')
      .send({ token, categories: ['result', 'news'], locale: 'ne' })
      .expect(200);
    expect(changed.body).toEqual({
      success: true,
      message: SUBSCRIPTION_MESSAGES.saved,
      categories: ['news', 'result'],
      locale: 'ne',
      confirmed: true,
    });
    // No answer ever holds the address.
    expect(JSON.stringify([read.body, changed.body])).not.toContain('ram@');

    const bad = await t.agent().put('/api/subscriptions/manage').send({ token, categories: [] }).expect(400);
    expect(bad.body.details).toEqual([{ field: 'categories', message: SUBSCRIPTION_MESSAGES.noCategory, code: 'subscription.noCategory' }]);
    await t
      .agent()
      .put('/api/subscriptions/manage')
      .send({ token, categories: ['sports'] })
      .expect(400);
    expect(await row('ram@example.test')).toMatchObject({ categories: ['news', 'result'], locale: 'ne' });

    // Unsubscribing by a page's form without JavaScript: a 303 to the page in the subscriber's language, the address gone.
    const left = await t
      .agent()
      .post('/api/subscriptions/unsubscribe')
      .type('form')
      .set('Origin', 'http://institute.test')
      .send({ token })
      .expect(303);
    expect(left.headers.location).toBe('/ne/subscriptions/unsubscribed');
    expect(await row('ram@example.test')).toBeUndefined();
    expect(await t.sql('SELECT reason FROM unsubscribed_addresses')).toEqual([{ reason: 'unsubscribe' }]);
    await t.agent().get(`/api/subscriptions/manage?token=${token}`).expect(404);

    // Back within 30 days (on another day: a mailbox gets 3 subscription mails a day at most), a new confirmation is needed.
    await t.sql(`DELETE FROM rate_limits`);
    await subscribe({ email: 'ram@example.test' }).expect(201);
    const again = await mailTo('ram@example.test', 3);
    expect(decodeMail(again.raw)).toContain('/subscriptions/confirm?token=');
    expect((await row('ram@example.test')).confirmed_at).toBeNull();
  });

  it('refuses an expired confirmation link, and deletes unconfirmed addresses once it expired', async () => {
    await subscribe({ email: 'late@example.test' }).expect(201);
    const token = linkToken(await mailTo('late@example.test'), '/subscriptions/confirm');
    await t.sql(`UPDATE subscribers SET confirm_expires_at = now() - interval '1 second' WHERE email = 'late@example.test'`);
    await t.agent().post('/api/subscriptions/confirmation').send({ token }).expect(404);
    await t
      .agent()
      .post('/api/subscriptions/confirmation')
      .send({ token: 'x'.repeat(101) })
      .expect(400);
    await t.agent().post('/api/subscriptions/confirmation').send({}).expect(400);
    await t.running.app.get(SubscriptionQueue).check();
    expect(await row('late@example.test')).toBeUndefined();
  });

  it('refuses bad input with its message and stores nothing; a trapped bot is thanked and stored nowhere', async () => {
    const before = await t.sql('SELECT count(*)::int AS n FROM subscribers');
    const bad = await subscribe({ email: 'x<victim@example.test>' }).expect(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'email', message: CONTENT_MESSAGES.invalidEmail });
    const categories = await subscribe({ email: 'ok@example.test', categories: ['news', 'gossip'] }).expect(400);
    expect(categories.body.details[0]).toMatchObject({ field: 'categories', message: SUBSCRIPTION_MESSAGES.invalidCategories });
    await subscribe({ email: 'ok@example.test', locale: 'fr' }).expect(400);
    // Sent 1 s after the form opened: a bot's time.
    const trapped = await subscribe({ email: 'bot@example.test', formOpenMs: 1000 }).expect(201);
    expect(trapped.body.message).toBe(SUBSCRIPTION_ANSWERS.en);
    await subscribe({ email: 'bot2@example.test', extraInfo: 'http://spam.example' }).expect(201);
    // A cross-site post is refused.
    await t.agent().post('/api/subscriptions').set('Origin', 'https://evil.example').send({ email: 'ok@example.test' }).expect(403);
    expect(await t.sql('SELECT count(*)::int AS n FROM subscribers')).toEqual(before);
  });

  it('writes its Nepali mails and answers without an English word', () => {
    expect(hasNoLatinWord(SUBSCRIPTION_ANSWERS.ne)).toBe(true);
  });
});

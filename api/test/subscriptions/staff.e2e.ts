import TestAgent from 'supertest/lib/agent';
import { SubscriptionQueue } from '../../src/subscriptions/subscription-queue';
import { fetchBytes, startTestApp, type TestApp } from '../support/app';
import { type SmtpServer, startSmtpServer, waitFor } from '../support/mail';

describe("the staff's calls on subscribers, and the bounce webhook", () => {
  let t: TestApp;
  let admin: TestAgent;
  let editor: TestAgent;
  let viewer: TestAgent;
  const SECRET = 'webhook-secret-of-the-provider';

  beforeAll(async () => {
    t = await startTestApp({ env: { SUBSCRIPTION_WEBHOOK_SECRET: SECRET, MAIL_BULK_RATE: '0' } });
    admin = await t.signIn();
    await t.createUser({ username: 'editor', password: 'Editor-Pass-1', role: 'editor', email: 'editor@institute.test' });
    await t.createUser({ username: 'viewer', password: 'Viewer-Pass-1', role: 'viewer', email: 'viewer@institute.test' });
    editor = await t.signIn('editor', 'Editor-Pass-1');
    viewer = await t.signIn('viewer', 'Viewer-Pass-1');
    await t.sql(
      `INSERT INTO subscribers (email, categories, locale, confirmed_at, manage_token_hash, created_at) VALUES
       ('anita@example.test', ARRAY['news', 'result'], 'ne', now(), sha256('a'), now() - interval '2 days'),
       ('=HYPERLINK("http://evil.example")@example.test', ARRAY['notice'], 'en', now(), sha256('b'), now() - interval '1 day'),
       ('waiting@example.test', ARRAY['result'], 'en', NULL, sha256('c'), now())`,
    );
  });
  afterAll(() => t?.close());

  it("lists subscribers in the admin lists' way, to administrators and editors, never a token hash", async () => {
    const res = await editor.get('/api/admin/subscribers').query({ range: '[0,1]' }).expect(200);
    expect(res.headers['content-range']).toBe('subscribers 0-1/3');
    expect(res.body.map((s: { email: string }) => s.email)).toEqual([
      'waiting@example.test',
      '=HYPERLINK("http://evil.example")@example.test',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['categories', 'confirmedAt', 'createdAt', 'email', 'id', 'locale', 'updatedAt']);
    const found = await admin
      .get('/api/admin/subscribers')
      .query({ filter: JSON.stringify({ q: 'anita', locale: 'ne' }) })
      .expect(200);
    expect(found.body).toEqual([expect.objectContaining({ email: 'anita@example.test', categories: ['news', 'result'] })]);
    await admin.get('/api/admin/subscribers').query({ sort: '["categories","ASC"]' }).expect(400);
    await viewer.get('/api/admin/subscribers').expect(403);
    await t.agent().get('/api/admin/subscribers').expect(401);
  });

  it('counts the confirmed subscribers per category for the dashboard', async () => {
    expect((await editor.get('/api/admin/subscribers/counts').expect(200)).body).toEqual({
      confirmed: 2,
      unconfirmed: 1,
      news: 1,
      notice: 1,
      result: 1,
    });
  });

  it("exports them as CSV, with the exports' formula protection", async () => {
    const res = await fetchBytes(editor, '/api/admin/subscribers/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = (res.body as Buffer).toString('utf8');
    const [head, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toBe('Email,Categories,Language,Confirmed at,Subscribed at');
    expect(rows).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")@example.test",notice,en,`);
    expect(csv).toContain('anita@example.test,news result,ne,');
  });

  it('lets administrators alone delete one, keeping only its hash, and the audit log never holds the address', async () => {
    const [{ id }] = await t.sql<{ id: string }>(`SELECT id FROM subscribers WHERE email = 'anita@example.test'`);
    await editor.delete(`/api/admin/subscribers/${id}`).expect(403);
    const res = await admin.delete(`/api/admin/subscribers/${id}`).expect(200);
    expect(res.body).toMatchObject({ id, email: 'anita@example.test' });
    expect(await t.sql(`SELECT id FROM subscribers WHERE id = $1`, [id])).toEqual([]);
    expect(await t.sql(`SELECT reason FROM unsubscribed_addresses`)).toEqual([{ reason: 'staff' }]);
    await admin.delete(`/api/admin/subscribers/${id}`).expect(404);
    const entries = await t.sql<{ changes: unknown }>(`SELECT action, entity, changes FROM audit_log WHERE entity = 'subscribers'`);
    expect(entries).toEqual([
      { action: 'delete', entity: 'subscribers', changes: { categories: ['news', 'result'], locale: 'ne', confirmed: true } },
    ]);
    expect(JSON.stringify(await t.sql('SELECT * FROM audit_log'))).not.toContain('anita');
  });

  it('says how many subscribers a news item will mail, then mailed, and which mails a subscriber got', async () => {
    const item = (
      await admin.post('/api/admin/news').send({ title: 'Notice of holidays', content: 'c', excerpt: 'e', category: 'notice' }).expect(201)
    ).body;
    expect((await editor.get(`/api/admin/subscribers/news/${item.id}`).expect(200)).body).toEqual({
      announced: false,
      announcedAt: null,
      recipients: 1,
      pending: 0,
      sent: 0,
      failed: 0,
    });
    await admin.put(`/api/admin/news/${item.id}`).send({ status: 'published' }).expect(200);
    const queue = t.running.app.get(SubscriptionQueue);
    await waitFor(async () => ((await queue.newsMailing(item.id))?.pending === 1 ? true : undefined));
    const [{ id }] = await t.sql<{ id: string }>(`SELECT id FROM subscribers WHERE email LIKE '=HYPERLINK%'`);
    const mails = (await editor.get(`/api/admin/subscribers/${id}/mails`).expect(200)).body;
    expect(mails).toEqual([expect.objectContaining({ newsId: item.id, title: 'Notice of holidays', status: 'pending', sentAt: null })]);
    await editor.get('/api/admin/subscribers/news/00000000-0000-4000-8000-000000000000').expect(404);
    await editor.get('/api/admin/subscribers/news/not-an-id').expect(400);
  });

  it('unsubscribes an address the SMTP provider reports, with the shared secret only', async () => {
    const report = (auth: string | undefined, body: object) => {
      const req = t.agent().post('/api/subscriptions/bounces');
      return (auth ? req.set('Authorization', auth) : req).send(body);
    };
    await report(undefined, { email: 'waiting@example.test', type: 'bounce' }).expect(401);
    await report('Bearer wrong-secret-wrong-secret', { email: 'waiting@example.test', type: 'bounce' }).expect(401);
    await report(`Bearer ${SECRET}`, { email: 'waiting@example.test', type: 'spam' }).expect(400);
    expect(await t.sql(`SELECT id FROM subscribers WHERE email = 'waiting@example.test'`)).toHaveLength(1);
    expect((await report(`Bearer ${SECRET}`, { email: 'Waiting@Example.test', type: 'complaint' }).expect(200)).body).toEqual({
      success: true,
    });
    expect(await t.sql(`SELECT id FROM subscribers WHERE email = 'waiting@example.test'`)).toEqual([]);
    // An address not subscribed: the same answer, and it is not mailed, not even a confirmation, for 30 days.
    await report(`Bearer ${SECRET}`, { email: 'nobody@example.test', type: 'bounce' }).expect(200);
    await t.agent().post('/api/subscriptions').send({ email: 'nobody@example.test' }).expect(201);
    await t.agent().post('/api/subscriptions').send({ email: 'fresh@example.test' }).expect(201);
    await waitFor(async () => ((await t.sql(`SELECT 1 FROM subscribers WHERE email = 'fresh@example.test'`)).length ? true : undefined));
    expect(await t.sql(`SELECT 1 FROM subscribers WHERE email = 'nobody@example.test'`)).toEqual([]);
  });

  it('keeps the webhook off while no secret is set', async () => {
    const other = await startTestApp({ env: { MAIL_BULK_RATE: '0' } });
    try {
      await other
        .agent()
        .post('/api/subscriptions/bounces')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({ email: 'a@example.test', type: 'bounce' })
        .expect(404);
    } finally {
      await other.close();
    }
  });
});

describe('the background sender and the mail budgets', () => {
  let t: TestApp;
  let smtp: SmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // One visitor mail an hour: the confirmations share it, the mails on publish do not. Two subscriptions per IP.
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        VISITOR_MAIL_MAX_PER_HOUR: '1',
        MAIL_BULK_RATE: '50',
        RATE_LIMIT_FACTOR: '1',
        SUBSCRIPTION_MAX_PER_IP: '2',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('counts confirmations toward VISITOR_MAIL_MAX_PER_HOUR, and sends the mails on publish by itself, apart from it', async () => {
    await t.agent().post('/api/subscriptions').send({ email: 'one@example.test' }).expect(201);
    await waitFor(() => smtp.inbox.find((m) => m.to.includes('one@example.test')));
    await t.agent().post('/api/subscriptions').send({ email: 'two@example.test' }).expect(201);
    await waitFor(() => (/VISITOR_MAIL_MAX_PER_HOUR/.test(t.logger.text()) ? true : undefined));
    expect(smtp.inbox.filter((m) => m.to.includes('two@example.test'))).toHaveLength(0);
    // SUBSCRIPTION_MAX_PER_IP reached: 429, nothing stored.
    await t.agent().post('/api/subscriptions').send({ email: 'three@example.test' }).expect(429);
    expect(await t.sql(`SELECT 1 FROM subscribers WHERE email = 'three@example.test'`)).toEqual([]);

    await t.sql(`UPDATE subscribers SET confirmed_at = now()`);
    const admin = await t.signIn();
    await admin
      .post('/api/admin/news')
      .send({ title: 'Results', content: 'c', excerpt: 'e', category: 'result', status: 'published' })
      .expect(201);
    // No step taken by the test: the process's own sender sends them.
    await waitFor(() => (smtp.inbox.filter((m) => /^Precedence: bulk/im.test(m.raw)).length === 2 ? true : undefined));
    // The metrics read the queue: nothing left to send.
    await waitFor(async () => {
      const metrics = (await t.agent().get('/api/metrics').expect(200)).text;
      return /^subscription_mails\{status="pending"\} 0$/m.test(metrics) && /^subscription_mails_oldest_pending_seconds 0$/m.test(metrics)
        ? true
        : undefined;
    });
  });
});

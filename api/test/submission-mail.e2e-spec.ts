import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from './support/app';
import { startSmtpServer, waitFor } from './support/mail';

const STAFF = 'office@institute.test';
/** A raw message with quoted-printable soft breaks and escapes undone, enough to read its text. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail after a submission, through the outbox', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const outbox = () => {
    try {
      return readdirSync(t.config.mailOutboxDir).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  /** The messages written after `before`, once there are `count` of them. */
  const newMail = (before: Set<string>, count: number) =>
    waitFor(() => {
      const added = outbox().filter((f) => !before.has(f));
      return added.length >= count ? added.map((f) => readable(readFileSync(join(t.config.mailOutboxDir, f), 'utf8'))) : undefined;
    });

  it('keeps the notification address out of the public settings', async () => {
    await admin.put('/api/admin/site-settings/notificationEmail').send({ value: STAFF }).expect(200);
    const pub = await t.agent().get('/api/site-settings');
    expect(pub.body.map((s: { key: string }) => s.key)).not.toContain('notificationEmail');
    expect(JSON.stringify(pub.body)).not.toContain(STAFF);
  });

  it('sends the applicant a confirmation and the office a notification, in plain text and HTML', async () => {
    const before = new Set(outbox());
    const res = await t
      .agent()
      .post('/api/applications')
      .send({ name: 'Sunita Rai', email: 'sunita@example.test', phone: '9800000000', program: 'Plumber' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.received);
    const messages = await newMail(before, 2);
    const toApplicant = messages.find((m) => /^To: sunita@example\.test/m.test(m))!;
    const toOffice = messages.find((m) => new RegExp(`^To: ${STAFF}`, 'm').test(m))!;
    expect(toApplicant).toMatch(/^Subject: Your application to /m);
    expect(toApplicant).toContain('Plumber');
    expect(toApplicant).toContain('2-3 business days');
    expect(toApplicant).toContain('Content-Type: text/plain');
    expect(toApplicant).toContain('Content-Type: text/html');
    expect(toOffice).toMatch(/^Subject: New application: Sunita Rai for Plumber/m);
    expect(toOffice).toContain('9800000000');
  });

  it('notifies the office of a contact message', async () => {
    const before = new Set(outbox());
    await t
      .agent()
      .post('/api/contact')
      .send({ name: 'Gita', email: 'gita@example.test', subject: 'General Inquiry', message: 'When is the next intake?' })
      .expect(201);
    const [message] = await newMail(before, 1);
    expect(message).toMatch(new RegExp(`^To: ${STAFF}`, 'm'));
    expect(message).toContain('When is the next intake?');
  });
});

describe('mail after a submission, through SMTP', () => {
  it('delivers both messages to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const admin = await t.signIn();
      await admin.put('/api/admin/site-settings/notificationEmail').send({ value: STAFF }).expect(200);
      await t
        .agent()
        .post('/api/applications')
        .send({ name: 'Hari', email: 'hari@example.test', phone: '9800000001', program: 'Welder' })
        .expect(201);
      await waitFor(() => (smtp.inbox.length >= 2 ? true : undefined));
      expect(smtp.inbox.map((m) => m.to[0]).sort()).toEqual(['hari@example.test', STAFF]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('answers the submission even when the SMTP server cannot be reached, and logs the failure', async () => {
    // A port nothing listens on: every message fails.
    const smtp = await startSmtpServer();
    await smtp.close();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const res = await t
        .agent()
        .post('/api/applications')
        .send({ name: 'Maya', email: 'maya@example.test', phone: '9800000002', program: 'Plumber' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(APPLICATION_MESSAGES.received);
      await waitFor(() => (/Mail after a submission failed/.test(t.logger.text()) ? true : undefined), 15_000);
      expect(await t.sql(`SELECT 1 FROM applications WHERE name = 'Maya'`)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 30_000);
});

import { APPLICATION_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from '../support/app';
import { mailsSince, outboxFiles, type SmtpServer, startSmtpServer, waitFor } from '../support/mail';

const STAFF = 'office@institute.test';

describe('mail after a submission, through the outbox', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const outbox = () => outboxFiles(t.config.mailOutboxDir);
  const newMail = (before: Set<string>, count: number) => mailsSince(t.config.mailOutboxDir, before, count);

  it('keeps the notification address out of the public settings', async () => {
    await admin.put('/api/admin/site-settings/notificationEmail').send({ value: STAFF }).expect(200);
    const pub = await t.agent().get('/api/site-settings');
    expect(pub.body.map((s: { key: string }) => s.key)).not.toContain('notificationEmail');
    expect(JSON.stringify(pub.body)).not.toContain(STAFF);
  });

  it('sends the applicant a confirmation and the office a notification, in plain text and HTML', async () => {
    await admin.post('/api/admin/programs').send({ title: 'Plumber', description: 'd', category: 'c', duration: '390 hours' }).expect(201);
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
    expect(toApplicant).toContain('Thank you for applying for Plumber at');
    expect(toApplicant).toContain('2-3 business days');
    expect(toApplicant).toContain('Content-Type: text/plain');
    expect(toApplicant).toContain('Content-Type: text/html');
    expect(toOffice).toMatch(/^Subject: New application: Sunita Rai for Plumber/m);
    expect(toOffice).toContain('9800000000');
  });

  it("never repeats the applicant's name in their confirmation", async () => {
    const before = new Set(outbox());
    await t
      .agent()
      .post('/api/applications')
      .send({ name: 'Gopal Thapa', email: 'gopal@example.test', phone: '9800000009', program: 'Plumber' });
    const [toApplicant] = (await newMail(before, 2)).filter((m) => /^To: gopal@example\.test/m.test(m));
    expect(toApplicant).toContain('Dear applicant,');
    expect(toApplicant).not.toContain('Gopal');
  });

  describe("a spammer typing a victim's address", () => {
    const VICTIM = 'victim@example.test';
    const SPAM_NAME = 'Cheap loans http://loans.example';
    const spam = (i: number, email = VICTIM) =>
      t
        .agent()
        .post('/api/applications')
        .send({
          name: SPAM_NAME,
          email,
          phone: '9800000000',
          program: `FREE iPhone ${i}: visit http://phone.example`,
          motivation: 'Buy now',
        })
        .expect(201);
    const skipped = () => t.logger.lines.filter((l) => /^Confirmation not sent/.test(String(l.message))).length;

    it('gets at most two confirmations to one address in 24 hours, none repeating what was typed; every application is stored', async () => {
      const before = new Set(outbox());
      const skippedBefore = skipped();
      // Four made-up programs, so the one-application-per-program rule does not stop any; the IP plays no part in the count.
      for (let i = 0; i < 4; i++) await spam(i);
      await waitFor(() => (skipped() - skippedBefore >= 2 ? true : undefined));
      // Two confirmations and the office's four notifications: every mail the four caused.
      const toVictim = (await newMail(before, 6)).filter((m) => new RegExp(`^To: ${VICTIM}`, 'm').test(m));
      expect(toVictim).toHaveLength(2);
      for (const m of toVictim) {
        expect(m).toContain('Thank you for your application to');
        expect(m).not.toMatch(/loans|iPhone|phone\.example|Buy now/);
      }
      expect(await t.sql(`SELECT id FROM applications WHERE email = $1`, [VICTIM])).toHaveLength(4);
    });

    it('counts sub-addresses of one mailbox (victim+1@, victim+2@) as that mailbox', async () => {
      const before = new Set(outbox());
      const skippedBefore = skipped();
      await spam(10, 'victim+1@example.test');
      await waitFor(() => (skipped() - skippedBefore >= 1 ? true : undefined));
      // The office's notification is the one mail it caused.
      const [mail] = await newMail(before, 1);
      expect(mail).toMatch(new RegExp(`^To: ${STAFF}`, 'm'));
    });

    it('counts one address in any letter case as one recipient (X@Example.test and x@example.test)', async () => {
      const before = new Set(outbox());
      const skippedBefore = skipped();
      await spam(20, 'Case@Example.test');
      await spam(21, 'case@example.test');
      await spam(22, 'CASE@EXAMPLE.TEST');
      await waitFor(() => (skipped() - skippedBefore >= 1 ? true : undefined));
      // Two confirmations and the office's three notifications: the third spelling got none.
      const confirmations = (await newMail(before, 5)).filter((m) => /^To: case@example\.test/im.test(m));
      expect(confirmations).toHaveLength(2);
      expect(skipped() - skippedBefore).toBe(1);
    });
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
    // The visitor is sent nothing: the office's notification was the only mail.
    expect(outbox().filter((f) => !before.has(f))).toHaveLength(1);
  });
});

describe('mail after a submission, through SMTP', () => {
  /** The app sending through a real SMTP server on loopback, the office's address set; both closed after `use`. */
  async function withSmtp(env: Record<string, string>, use: (t: TestApp, smtp: SmtpServer) => Promise<void>) {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url, ...env } });
    try {
      await (await t.signIn()).put('/api/admin/site-settings/notificationEmail').send({ value: STAFF }).expect(200);
      await use(t, smtp);
    } finally {
      await t.close();
      await smtp.close();
    }
  }

  it('delivers both messages to a real SMTP server', async () => {
    await withSmtp({}, async (t, smtp) => {
      await t
        .agent()
        .post('/api/applications')
        .send({ name: 'Hari', email: 'hari@example.test', phone: '9800000001', program: 'Welder' })
        .expect(201);
      await waitFor(() => (smtp.inbox.length >= 2 ? true : undefined));
      expect(smtp.inbox.map((m) => m.to[0]).sort()).toEqual(['hari@example.test', STAFF]);
    });
  });

  it('strips line breaks from every header, so a visitor cannot add one through the fields the office is shown', async () => {
    await withSmtp({}, async (t, smtp) => {
      await t
        .agent()
        .post('/api/contact')
        .send({ name: 'Eve\r\nBcc: victim@example.test', email: 'eve@example.test', subject: 'General Inquiry', message: 'Hi' })
        .expect(201);
      const [received] = await waitFor(() => (smtp.inbox.length ? smtp.inbox : undefined));
      expect(received.to).toEqual([STAFF]);
      const headers = received.raw.split(/\r?\n\r?\n/)[0];
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(/^Subject: New message: General Inquiry from Eve Bcc: victim@example\.test/m);
    });
  });

  /** `count` applications, each from its own applicant, answered 201. */
  async function applications(t: TestApp, count: number, prefix: string) {
    for (let i = 0; i < count; i++) {
      await t
        .agent()
        .post('/api/applications')
        .send({ name: `Applicant ${i}`, email: `${prefix}${i}@example.test`, phone: '9800000003', program: 'Welder' })
        .expect(201);
    }
  }
  const warnings = (t: TestApp, setting: string) =>
    t.logger.lines.filter((l) => l.level === 'warn' && String(l.message).includes(setting)).length;
  const toStaff = (smtp: SmtpServer) => smtp.inbox.filter((m) => m.to[0] === STAFF);
  const toApplicants = (smtp: SmtpServer) => smtp.inbox.filter((m) => m.to[0] !== STAFF);

  it('drops confirmations past VISITOR_MAIL_MAX_PER_HOUR, with a warning, and still stores the applications', async () => {
    await withSmtp({ VISITOR_MAIL_MAX_PER_HOUR: '2' }, async (t, smtp) => {
      await applications(t, 3, 'past-visitor-budget-');
      await waitFor(() => (warnings(t, 'VISITOR_MAIL_MAX_PER_HOUR') >= 1 ? true : undefined));
      // Two confirmations and the three notifications: every mail the three caused but the one dropped.
      await waitFor(() => (smtp.inbox.length >= 5 ? true : undefined));
      expect(toApplicants(smtp)).toHaveLength(2);
      expect(await t.sql(`SELECT id FROM applications`)).toHaveLength(3);
    });
  });

  it('still notifies the office when confirmations have used up VISITOR_MAIL_MAX_PER_HOUR', async () => {
    await withSmtp({ VISITOR_MAIL_MAX_PER_HOUR: '0' }, async (t, smtp) => {
      await applications(t, 3, 'no-visitor-budget-');
      await waitFor(() => (warnings(t, 'VISITOR_MAIL_MAX_PER_HOUR') >= 3 ? true : undefined));
      await waitFor(() => (toStaff(smtp).length >= 3 ? true : undefined));
      expect(toApplicants(smtp)).toHaveLength(0);
      expect(warnings(t, 'STAFF_MAIL_MAX_PER_HOUR')).toBe(0);
    });
  });

  it('drops staff notifications past STAFF_MAIL_MAX_PER_HOUR, with a warning, and still sends the confirmations', async () => {
    await withSmtp({ STAFF_MAIL_MAX_PER_HOUR: '2' }, async (t, smtp) => {
      await applications(t, 3, 'past-staff-budget-');
      await waitFor(() => (warnings(t, 'STAFF_MAIL_MAX_PER_HOUR') >= 1 ? true : undefined));
      // Three confirmations and two notifications: every mail the three caused but the one dropped.
      await waitFor(() => (smtp.inbox.length >= 5 ? true : undefined));
      expect(toStaff(smtp)).toHaveLength(2);
      expect(toApplicants(smtp)).toHaveLength(3);
      expect(warnings(t, 'VISITOR_MAIL_MAX_PER_HOUR')).toBe(0);
    });
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

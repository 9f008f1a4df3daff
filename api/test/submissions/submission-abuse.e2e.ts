import { APPLICATION_MESSAGES, CONTACT_MESSAGES, SUBMISSION_GUARD, SUBMISSION_GUARD_MESSAGES } from '@institute/shared';
import { useTestApp, type TestApp } from '../support/app';

const { honeypotField, elapsedField, minElapsedMs } = SUBMISSION_GUARD;

const APPLICATION = {
  name: 'Gita Sharma',
  phone: '9822222222',
  program: 'Electrician',
  education: 'see_slc_pass',
  experience: 'unemployed',
};
const MESSAGE = { name: 'Hari Prasad', phone: '', subject: 'General Inquiry', message: 'Is there a batch in Pokhara?' };
const RECEIVED = { success: true, message: APPLICATION_MESSAGES.received };

/** As the site's own form sends it: an empty honeypot and a form open long enough. */
const BY_PERSON = { [honeypotField]: '', [elapsedField]: minElapsedMs + 5000 };

describe('abuse of the public forms', () => {
  let t: TestApp;
  useTestApp((app) => (t = app), { env: { LOG_LEVEL: 'warn' } });

  let n = 0;
  /** An address no other test of this file uses. */
  const uniqueEmail = () => `applicant${++n}.${Date.now()}@example.com`;
  const apply = (fields: Record<string, unknown>) =>
    t
      .agent()
      .post('/api/applications')
      .send({ ...APPLICATION, ...fields });
  const contact = (fields: Record<string, unknown>) =>
    t
      .agent()
      .post('/api/contact')
      .send({ ...MESSAGE, ...fields });
  const applicationRows = async (email: string) =>
    t.sql<{ id: string; program: string }>(`SELECT id, program FROM applications WHERE lower(email) = lower($1) ORDER BY applied_at`, [
      email,
    ]);
  const messageRows = async (email: string) => t.sql(`SELECT id FROM contact_messages WHERE email = $1`, [email]);
  const trapLines = () => t.logger.lines.filter((l) => /Submission trapped/.test(String(l.message)));

  describe('the same e-mail applying for the same program within 24 hours', () => {
    it('answers 200 with the same thank-you and stores no second row', async () => {
      const email = uniqueEmail();
      expect((await apply({ email })).status).toBe(201);
      const [first] = await applicationRows(email);
      const again = await apply({ email, name: 'Gita S.' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(RECEIVED);
      expect(await applicationRows(email)).toEqual([first]);
    });

    it('counts the e-mail without regard to case or surrounding spaces', async () => {
      const email = uniqueEmail();
      expect((await apply({ email })).status).toBe(201);
      expect((await apply({ email: `  ${email.toUpperCase()} ` })).status).toBe(200);
      expect(await applicationRows(email)).toHaveLength(1);
    });

    it('stores one row when the same application arrives ten times at once', async () => {
      const email = uniqueEmail();
      const answers = await Promise.all(Array.from({ length: 10 }, () => apply({ email })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(await applicationRows(email)).toHaveLength(1);
    });

    it('stores an application for another program (201)', async () => {
      const email = uniqueEmail();
      expect((await apply({ email })).status).toBe(201);
      expect((await apply({ email, program: 'Plumber' })).status).toBe(201);
      expect((await applicationRows(email)).map((r) => r.program)).toEqual(['Electrician', 'Plumber']);
    });

    it('stores the application again once the first is more than 24 hours old (201)', async () => {
      const email = uniqueEmail();
      expect((await apply({ email })).status).toBe(201);
      await t.sql(`UPDATE applications SET applied_at = now() - interval '24 hours 1 minute' WHERE email = $1`, [email]);
      expect((await apply({ email })).status).toBe(201);
      expect(await applicationRows(email)).toHaveLength(2);
    });
  });

  describe('the honeypot and the time the form was open', () => {
    it('stores an application sent as the site’s form sends it (201)', async () => {
      const email = uniqueEmail();
      const res = await apply({ email, ...BY_PERSON });
      expect(res.status).toBe(201);
      expect(await applicationRows(email)).toHaveLength(1);
    });

    it('answers a filled honeypot on the application form like a success and stores nothing', async () => {
      const email = uniqueEmail();
      const res = await apply({ email, ...BY_PERSON, [honeypotField]: 'http://cheap-pills.example' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(RECEIVED);
      expect(await applicationRows(email)).toEqual([]);
    });

    it('answers an application sent faster than a person can type like a success and stores nothing', async () => {
      const email = uniqueEmail();
      const res = await apply({ email, ...BY_PERSON, [elapsedField]: minElapsedMs - 1 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(RECEIVED);
      expect(await applicationRows(email)).toEqual([]);
    });

    it('answers a filled honeypot on the contact form like a success and stores nothing', async () => {
      const email = uniqueEmail();
      const res = await contact({ email, ...BY_PERSON, [honeypotField]: 'x' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.received });
      expect(await messageRows(email)).toEqual([]);
    });

    it('answers a contact message sent faster than a person can type like a success and stores nothing', async () => {
      const email = uniqueEmail();
      const res = await contact({ email, ...BY_PERSON, [elapsedField]: 200 });
      expect(res.status).toBe(201);
      expect(await messageRows(email)).toEqual([]);
    });

    it('stores a contact message sent as the site’s form sends it', async () => {
      const email = uniqueEmail();
      expect((await contact({ email, ...BY_PERSON })).status).toBe(201);
      expect(await messageRows(email)).toHaveLength(1);
    });

    it('takes a body without the guard fields as before, as other clients send it', async () => {
      const email = uniqueEmail();
      expect((await apply({ email })).status).toBe(201);
      expect((await contact({ email })).status).toBe(201);
      expect(await applicationRows(email)).toHaveLength(1);
      expect(await messageRows(email)).toHaveLength(1);
    });

    it.each([['3000'], [-1], [1.5], [true], [{}]])('answers 400 and stores nothing when the time open is %p', async (value) => {
      const email = uniqueEmail();
      const res = await apply({ email, ...BY_PERSON, [elapsedField]: value });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({ field: elapsedField, message: SUBMISSION_GUARD_MESSAGES.invalidElapsed }),
      );
      expect(await applicationRows(email)).toEqual([]);
    });

    it('logs one line per trapped submission, without the visitor’s data', async () => {
      const before = trapLines().length;
      const email = uniqueEmail();
      await apply({ email, name: 'Logged Name', ...BY_PERSON, [honeypotField]: 'spam' });
      const lines = trapLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(JSON.stringify(lines)).not.toMatch(/Logged Name|applicant|example\.com|9822222222/);
    });
  });
});

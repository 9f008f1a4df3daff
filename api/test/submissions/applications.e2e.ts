import { APPLICATION_MESSAGES, AUTH_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from '../support/app';

const VALID = {
  name: 'Sita Kumari Gurung',
  email: 'sita@example.com',
  phone: '9811111111',
  address: 'Butwal-11, Rupandehi',
  program: 'Electrician',
  education: 'see_slc_pass',
  experience: 'unemployed',
  motivation: 'I want to work as a house wiring technician.',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let sent = 0;
/**
 * A new applicant's address for each application: the same e-mail and program within 24 hours
 * is one application (test/submissions/submission-abuse.e2e.ts), and these tests mean new ones.
 */
const newEmail = () => `sita+${++sent}@example.com`;

describe('applications', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const apply = (fields: Record<string, unknown> = {}) =>
    t
      .agent()
      .post('/api/applications')
      .send({ ...VALID, email: newEmail(), ...fields });
  /** Submits an application and returns it as the admin reads it. */
  async function submitted(fields: Record<string, unknown> = {}) {
    expect((await apply(fields)).status).toBe(201);
    const [{ id }] = await t.sql<{ id: string }>(`SELECT id FROM applications ORDER BY applied_at DESC LIMIT 1`);
    return (await admin.get(`/api/admin/applications/${id}`)).body;
  }
  const review = (id: string, body: Record<string, unknown>, agent = admin) => agent.put(`/api/admin/applications/${id}`).send(body);

  describe('applying (public)', () => {
    it('answers 201 with a thank-you, not the stored record', async () => {
      const res = await apply();
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: APPLICATION_MESSAGES.received });
    });

    it('stores the application as pending, not yet reviewed', async () => {
      const app = await submitted({ name: 'Stored pending' });
      expect(app).toMatchObject({ ...VALID, email: expect.stringMatching(/^sita\+\d+@example\.com$/), name: 'Stored pending' });
      expect(app).toMatchObject({ status: 'pending', notes: null });
      expect(app).toMatchObject({ reviewedAt: null, reviewedBy: null, reviewer: null });
      expect(Date.now() - new Date(app.appliedAt).getTime()).toBeLessThan(60_000);
    });

    it('accepts an application with only name, e-mail, phone and program', async () => {
      const app = await submitted({ address: '', education: '', experience: undefined, motivation: undefined });
      expect(app).toMatchObject({ address: null, education: null, experience: null, motivation: null });
    });

    it('ignores status, notes and review fields sent by the public', async () => {
      const app = await submitted({ status: 'approved', notes: 'VIP', reviewedAt: '2026-01-01T00:00:00Z', reviewedBy: t.adminId });
      expect(app).toMatchObject({ status: 'pending', notes: null, reviewedAt: null, reviewedBy: null });
    });

    it.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['program', 'Program is required'],
    ])('answers 400 with the required-field message when %s is missing', async (field, message) => {
      const res = await apply({ [field]: '' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('rejects a malformed e-mail address with the invalid-address message', async () => {
      const res = await apply({ email: 'sita.example.com' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }));
    });

    it.each([
      'x<victim@gmail.com>',
      'g:victim@gmail.com;',
      'Eve <victim@gmail.com>',
      '"victim"@gmail.com',
      'a,victim@gmail.com',
      'a..b@gmail.com',
    ])('rejects %j, which is not an RFC 5322 addr-spec, and stores nothing', async (email) => {
      const res = await t
        .agent()
        .post('/api/applications')
        .send({ ...VALID, email });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }));
      expect(await t.sql(`SELECT id FROM applications WHERE email = $1`, [email])).toHaveLength(0);
    });

    it('rejects an education outside the options', async () => {
      const res = await apply({ education: 'phd' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({
          field: 'education',
          message: 'Education must be one of illiterate, literate, 5_pass, 8_pass, see_slc_pass, 10_2_pass, higher_education',
        }),
      );
    });

    it('rejects an employment status outside the options', async () => {
      const res = await apply({ experience: 'retired' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({
          field: 'experience',
          message: 'Employment status must be one of unemployed, employed, part_time_employed',
        }),
      );
    });

    it("accepts any program title, and 'Other'", async () => {
      expect((await apply({ program: 'Other' })).status).toBe(201);
      expect((await apply({ program: 'Mobile Phone Repair (Level 1)' })).status).toBe(201);
    });

    it.each([
      ['wrong types', { name: ['Sita'], phone: 9811111111, motivation: { a: 1 } }],
      ['a 10 kB name', { name: 'x'.repeat(10_000) }],
      ['a 10 kB motivation', { motivation: 'x'.repeat(10_000) }],
      ['a program title over 200 characters', { program: 'p'.repeat(201) }],
      ['a 10 kB address', { address: 'x'.repeat(10_000) }],
    ])('answers 4xx, never 5xx, for %s', async (_label, fields) => {
      const res = await apply(fields);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it.each([
      ['malformed JSON', '{"name":"Sita",'],
      ['a JSON array', '[]'],
      ['a JSON string', '"apply"'],
    ])('answers 400 for %s', async (_label, raw) => {
      const res = await t.agent().post('/api/applications').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
    });
  });

  describe('reviewing (admin)', () => {
    it('records the decision, the review time and the reviewer', async () => {
      const app = await submitted();
      const res = await review(app.id, { status: 'approved', notes: 'Documents complete' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: app.id, status: 'approved', notes: 'Documents complete', reviewedBy: t.adminId });
      expect(Date.now() - new Date(res.body.reviewedAt).getTime()).toBeLessThan(60_000);
    });

    it("answers the reviewer's name only, never the rest of the account", async () => {
      const app = await submitted();
      const { reviewer } = (await review(app.id, { status: 'rejected' })).body;
      expect(Object.keys(reviewer).sort()).toEqual(['firstName', 'id', 'lastName', 'username']);
      expect(reviewer).toMatchObject({ id: t.adminId, username: 'admin' });
    });

    it('keeps the stored notes when none are sent', async () => {
      const app = await submitted();
      await review(app.id, { status: 'approved', notes: 'Call on Sunday' }).expect(200);
      expect((await review(app.id, { status: 'rejected' })).body).toMatchObject({ status: 'rejected', notes: 'Call on Sunday' });
    });

    it('clears the notes when they are sent empty', async () => {
      const app = await submitted();
      await review(app.id, { status: 'approved', notes: 'Temporary' }).expect(200);
      expect((await review(app.id, { status: 'approved', notes: '' })).body.notes).toBeNull();
    });

    it('changes nothing but status and notes', async () => {
      const app = await submitted();
      const res = await review(app.id, { status: 'approved', name: 'Renamed', program: 'Other', appliedAt: '2000-01-01T00:00:00Z' });
      expect(res.body).toMatchObject({ name: VALID.name, program: VALID.program, appliedAt: app.appliedAt });
    });

    it('records an editor as the reviewer when an editor decides', async () => {
      const editorId = await t.createUser({
        username: 'apps-editor',
        password: 'secret-1',
        role: 'editor',
        firstName: 'Hari',
        lastName: 'Adhikari',
      });
      const editor = await t.signIn('apps-editor', 'secret-1');
      const app = await submitted();
      const res = await review(app.id, { status: 'approved' }, editor);
      expect(res.status).toBe(200);
      expect(res.body.reviewer).toEqual({ id: editorId, username: 'apps-editor', firstName: 'Hari', lastName: 'Adhikari' });
    });

    it("keeps the application but clears its reviewer when the reviewer's account is deleted", async () => {
      const reviewerId = await t.createUser({ username: 'apps-leaver', password: 'secret-1', role: 'editor' });
      const app = await submitted();
      await review(app.id, { status: 'approved' }, await t.signIn('apps-leaver', 'secret-1')).expect(200);
      await admin.delete(`/api/admin/users/${reviewerId}`).expect(200);
      const after = (await admin.get(`/api/admin/applications/${app.id}`)).body;
      expect(after).toMatchObject({ status: 'approved', reviewedBy: null, reviewer: null });
    });

    it.each([
      [{ notes: 'no status' }, 'Status is required'],
      [{ status: 'waiting' }, 'Status must be one of pending, approved, rejected'],
      [{ status: true }, 'Status must be one of pending, approved, rejected'],
    ])('rejects the review %j with the status message', async (body, message) => {
      const app = await submitted();
      const res = await review(app.id, body);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'status', message }));
    });

    it('answers 4xx, never 5xx, for 10 kB notes or notes of the wrong type', async () => {
      const app = await submitted();
      for (const notes of ['x'.repeat(10_000), 42, ['a']]) {
        const res = await review(app.id, { status: 'approved', notes });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await review(UNKNOWN_ID, { status: 'approved' })).status).toBe(404);
      expect((await admin.get(`/api/admin/applications/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await review('42', { status: 'approved' })).status).toBe(400);
      expect((await admin.delete('/api/admin/applications/not-a-uuid')).status).toBe(400);
    });
  });

  describe('listing and removing (admin)', () => {
    const list = (query: Record<string, string> = {}) => admin.get('/api/admin/applications').query(query);

    it('lists the newest application first with a Content-Range header', async () => {
      await apply({ name: 'Earlier applicant' });
      await apply({ name: 'Latest applicant' });
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body[0].name).toBe('Latest applicant');
      expect(res.headers['content-range']).toBe(`applications 0-${res.body.length - 1}/${res.body.length}`);
    });

    it('pages the list with range and reports the total', async () => {
      const total = (await list()).body.length;
      const res = await list({ range: '[0,1]' });
      expect(res.body).toHaveLength(2);
      expect(res.headers['content-range']).toBe(`applications 0-1/${total}`);
    });

    it('filters by status, with each reviewer named', async () => {
      const app = await submitted({ name: 'Only rejected one' });
      await t.sql(`UPDATE applications SET status = 'approved' WHERE status = 'rejected'`);
      await review(app.id, { status: 'rejected' }).expect(200);
      const res = await list({ filter: JSON.stringify({ status: 'rejected' }) });
      expect(res.body.map((a: { id: string }) => a.id)).toEqual([app.id]);
      expect(res.body[0].reviewer.username).toBe('admin');
      expect(res.headers['content-range']).toBe('applications 0-0/1');
    });

    it('searches name, e-mail, phone and program with q', async () => {
      await apply({ program: 'Plumber Level 1', email: 'plumber.hopeful@example.com' });
      const res = await list({ filter: JSON.stringify({ q: 'PLUMBER.hopeful' }) });
      expect(res.body.map((a: { email: string }) => a.email)).toEqual(['plumber.hopeful@example.com']);
    });

    it('sorts by a chosen field', async () => {
      await apply({ name: 'Sortable Alpha' });
      await apply({ name: 'Sortable Beta' });
      const res = await list({ sort: '["name","ASC"]', filter: JSON.stringify({ q: 'sortable' }) });
      expect(res.body.map((a: { name: string }) => a.name)).toEqual(['Sortable Alpha', 'Sortable Beta']);
    });

    it('answers 400 for a malformed list query', async () => {
      expect((await list({ filter: '{"status":' })).status).toBe(400);
      expect((await list({ filter: JSON.stringify({ notes: 'x' }) })).status).toBe(400);
    });

    it('deletes an application (removal of personal data) and answers it', async () => {
      const app = await submitted();
      const res = await admin.delete(`/api/admin/applications/${app.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: app.id, name: VALID.name });
      expect((await admin.get(`/api/admin/applications/${app.id}`)).status).toBe(404);
    });

    it('offers no admin create', async () => {
      expect((await admin.post('/api/admin/applications').send(VALID)).status).toBe(404);
    });

    it('refuses a viewer with 403 (personal data)', async () => {
      await t.createUser({ username: 'apps-viewer', password: 'secret-1', role: 'viewer' });
      const viewer = await t.signIn('apps-viewer', 'secret-1');
      const app = await submitted();
      expect((await viewer.get('/api/admin/applications')).status).toBe(403);
      expect((await viewer.get(`/api/admin/applications/${app.id}`)).status).toBe(403);
      expect((await review(app.id, { status: 'approved' }, viewer)).status).toBe(403);
    });

    it('refuses a signed-out visitor with 401', async () => {
      expect((await t.agent().get('/api/admin/applications')).status).toBe(401);
      expect((await t.agent().put(`/api/admin/applications/${UNKNOWN_ID}`).send({ status: 'approved' })).status).toBe(401);
    });
  });
});

describe('application form rate limit (RATE_LIMIT_FACTOR=1)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true', APPLICATION_MAX_PER_IP: '3' } })));
  afterAll(() => t.close());

  const applyFrom = (ip: string) =>
    t
      .agent()
      .post('/api/applications')
      .set('X-Forwarded-For', ip)
      .send({ ...VALID, email: newEmail() });

  it('answers 429 past APPLICATION_MAX_PER_IP applications from one IP within 15 minutes, and still takes other IPs', async () => {
    for (let i = 0; i < 3; i++) expect((await applyFrom('203.0.113.8')).status).toBe(201);
    const res = await applyFrom('203.0.113.8');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await applyFrom('198.51.100.10')).status).toBe(201);
    expect(await t.sql(`SELECT id FROM applications`)).toHaveLength(4);
  });
});

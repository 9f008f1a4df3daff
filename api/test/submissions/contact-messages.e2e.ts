import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from '../support/app';

const VALID = {
  name: 'Ram Bahadur Thapa',
  email: 'ram@example.com',
  phone: '+977-9800000000',
  subject: 'Training Program',
  message: 'When does the next electrician batch start?',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('contact messages', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const send = (fields: Record<string, unknown> = {}) =>
    t
      .agent()
      .post('/api/contact')
      .send({ ...VALID, ...fields });
  /** Sends a message and returns its stored row. */
  async function stored(fields: Record<string, unknown> = {}) {
    expect((await send(fields)).status).toBe(201);
    const [row] = await t.sql<{ id: string; status: string; phone: string | null }>(
      `SELECT id, status, phone FROM contact_messages ORDER BY created_at DESC LIMIT 1`,
    );
    return row;
  }

  describe('sending (public)', () => {
    it('answers 201 with a thank-you, not the stored record', async () => {
      const res = await send();
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.received });
    });

    it('stores the message as unread', async () => {
      const row = await stored({ message: 'Stored as unread?' });
      expect((await admin.get(`/api/admin/contact-messages/${row.id}`)).body).toMatchObject({
        ...VALID,
        message: 'Stored as unread?',
        status: 'unread',
      });
    });

    it('accepts a message without a phone', async () => {
      expect((await stored({ phone: '' })).phone).toBeNull();
    });

    it('ignores a status sent by the public', async () => {
      expect((await stored({ status: 'replied' })).status).toBe('unread');
    });

    it.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ])('answers 400 with the required-field message when %s is missing', async (field, message) => {
      const res = await send({ [field]: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('rejects a malformed e-mail address with the invalid-address message', async () => {
      const res = await send({ email: 'ram@' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }));
    });

    it('accepts each of the four subjects and rejects any other', async () => {
      for (const subject of ['General Inquiry', 'Training Program', 'Application Support', 'Partnership']) {
        expect((await send({ subject })).status).toBe(201);
      }
      const res = await send({ subject: 'Complaint' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({
          field: 'subject',
          message: 'Subject must be one of General Inquiry, Training Program, Application Support, Partnership',
        }),
      );
    });

    it.each([
      ['wrong types', { name: 42, phone: ['x'], message: { text: 'hi' } }],
      ['a 10 kB name', { name: 'x'.repeat(10_000) }],
      ['a 10 kB message', { message: 'x'.repeat(10_000) }],
      ['a 10 kB phone', { phone: '9'.repeat(10_000) }],
      ['no fields at all', null],
    ])('answers 4xx, never 5xx, for %s', async (_label, fields) => {
      const res = await t
        .agent()
        .post('/api/contact')
        .send(fields === null ? {} : { ...VALID, ...fields });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it.each([
      ['malformed JSON', '{"name":'],
      ['a JSON array', '[1,2]'],
      ['JSON null', 'null'],
    ])('answers 400 for %s', async (_label, raw) => {
      const res = await t.agent().post('/api/contact').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
    });
  });

  describe('managing (admin)', () => {
    const list = (query: Record<string, string> = {}) => admin.get('/api/admin/contact-messages').query(query);

    it('lists the newest message first with a Content-Range header', async () => {
      await send({ name: 'Older one' });
      await send({ name: 'Newest one' });
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body[0].name).toBe('Newest one');
      expect(res.headers['content-range']).toBe(`contact-messages 0-${res.body.length - 1}/${res.body.length}`);
    });

    it('pages the list with range and reports the total', async () => {
      const total = (await list()).body.length;
      const res = await list({ range: '[1,2]' });
      expect(res.body).toHaveLength(2);
      expect(res.headers['content-range']).toBe(`contact-messages 1-2/${total}`);
    });

    it('filters by status', async () => {
      const row = await stored({ name: 'Filtered' });
      await admin.put(`/api/admin/contact-messages/${row.id}/status`).send({ status: 'replied' }).expect(200);
      const res = await list({ filter: JSON.stringify({ status: 'replied' }) });
      expect(res.body.map((m: { id: string }) => m.id)).toEqual([row.id]);
    });

    it('searches name, e-mail, subject and message with q', async () => {
      await send({ message: 'Is there a welding course in Pokhara?' });
      const res = await list({ filter: JSON.stringify({ q: 'WELDING course' }) });
      expect(res.body).toHaveLength(1);
      expect(res.body[0].message).toContain('welding');
    });

    it('sorts by a chosen field', async () => {
      await send({ name: 'Sortable Alpha' });
      await send({ name: 'Sortable Beta' });
      const res = await list({ sort: '["name","ASC"]', filter: JSON.stringify({ q: 'sortable' }) });
      expect(res.body.map((m: { name: string }) => m.name)).toEqual(['Sortable Alpha', 'Sortable Beta']);
    });

    it('answers 400 for a sort field it does not offer', async () => {
      expect((await list({ sort: '["password","ASC"]' })).status).toBe(400);
    });

    it('changes the status and answers the updated message', async () => {
      const row = await stored();
      const res = await admin.put(`/api/admin/contact-messages/${row.id}/status`).send({ status: 'read' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: row.id, status: 'read', name: VALID.name });
    });

    it('changes nothing but the status', async () => {
      const row = await stored();
      await admin.put(`/api/admin/contact-messages/${row.id}/status`).send({ status: 'read', message: 'rewritten', name: 'X' }).expect(200);
      expect((await admin.get(`/api/admin/contact-messages/${row.id}`)).body).toMatchObject({ message: VALID.message, name: VALID.name });
    });

    it.each([
      [{}, 'Status is required'],
      [{ status: 'archived' }, 'Status must be one of unread, read, replied'],
      [{ status: 3 }, 'Status must be one of unread, read, replied'],
    ])('rejects the status body %j with the status message', async (body, message) => {
      const row = await stored();
      const res = await admin.put(`/api/admin/contact-messages/${row.id}/status`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'status', message }));
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await admin.get(`/api/admin/contact-messages/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await admin.put(`/api/admin/contact-messages/${UNKNOWN_ID}/status`).send({ status: 'read' })).status).toBe(404);
      expect((await admin.put('/api/admin/contact-messages/not-a-uuid/status').send({ status: 'read' })).status).toBe(400);
      expect((await admin.delete("/api/admin/contact-messages/1'or'1")).status).toBe(400);
    });

    it('deletes a message and answers it', async () => {
      const row = await stored();
      const res = await admin.delete(`/api/admin/contact-messages/${row.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: row.id, name: VALID.name });
      expect((await admin.get(`/api/admin/contact-messages/${row.id}`)).status).toBe(404);
    });

    it('offers no admin create or general update', async () => {
      const row = await stored();
      expect((await admin.post('/api/admin/contact-messages').send(VALID)).status).toBe(404);
      expect((await admin.put(`/api/admin/contact-messages/${row.id}`).send(VALID)).status).toBe(404);
    });

    it('lets an editor manage messages', async () => {
      await t.createUser({ username: 'contact-editor', password: 'secret-1', role: 'editor' });
      const editor = await t.signIn('contact-editor', 'secret-1');
      const row = await stored();
      expect((await editor.get('/api/admin/contact-messages')).status).toBe(200);
      expect((await editor.put(`/api/admin/contact-messages/${row.id}/status`).send({ status: 'read' })).status).toBe(200);
    });

    it('refuses a viewer with 403 (personal data)', async () => {
      await t.createUser({ username: 'contact-viewer', password: 'secret-1', role: 'viewer' });
      const viewer = await t.signIn('contact-viewer', 'secret-1');
      const row = await stored();
      expect((await viewer.get('/api/admin/contact-messages')).status).toBe(403);
      expect((await viewer.get(`/api/admin/contact-messages/${row.id}`)).status).toBe(403);
      expect((await viewer.delete(`/api/admin/contact-messages/${row.id}`)).status).toBe(403);
    });

    it('refuses a signed-out visitor with 401', async () => {
      expect((await t.agent().get('/api/admin/contact-messages')).status).toBe(401);
    });
  });
});

describe('contact form rate limit (RATE_LIMIT_FACTOR=1)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true', CONTACT_MAX_PER_IP: '3' } })));
  afterAll(() => t.close());

  const sendFrom = (ip: string) => t.agent().post('/api/contact').set('X-Forwarded-For', ip).send(VALID);

  it('answers 429 past CONTACT_MAX_PER_IP messages from one IP within 15 minutes, and still takes other IPs', async () => {
    for (let i = 0; i < 3; i++) expect((await sendFrom('203.0.113.7')).status).toBe(201);
    const res = await sendFrom('203.0.113.7');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await sendFrom('198.51.100.9')).status).toBe(201);
    expect(await t.sql(`SELECT id FROM contact_messages`)).toHaveLength(4);
  });
});

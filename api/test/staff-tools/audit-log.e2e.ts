import type { AuditEntry as Entry } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { AuditAs } from '../../src/audit/audit.interceptor';
import { RouteTable } from '../../src/common/route-table';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { ADMIN, routeInterceptors, useTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

const DOB = '1993-08-21';
const EDITOR = { username: 'audit-editor', password: 'Editor-Pass-2064' };

describe('audit log', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const list = async (filter: Record<string, unknown>) => {
    const res = await admin.get('/api/admin/audit-log').query({ filter: JSON.stringify(filter) });
    expect(res.status).toBe(200);
    return res.body as Entry[];
  };
  /** The entries matching `filter`, once there are `count` of them (they are written after the answer). */
  const entries = (filter: Record<string, unknown>, count = 1) =>
    waitFor(async () => {
      const found = await list(filter);
      return found.length >= count ? found : undefined;
    });
  const everything = async () => JSON.stringify(await t.sql('SELECT * FROM audit_log'));

  it('records a sign-in with who, when and the client IP', async () => {
    const [entry] = await entries({ action: 'sign-in', userId: t.adminId });
    expect(entry).toMatchObject({ username: ADMIN.username, entity: 'users', entityId: t.adminId });
    // An IPv4 client as IPv4, not as the IPv4-mapped ::ffff:127.0.0.1 the server's socket sees.
    expect(entry.ip).toBe('127.0.0.1');
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
  });

  it('records a failed sign-in under the username as sign-in compares it (trimmed, lowered), never the password', async () => {
    const res = await t.agent().post('/api/login').send({ username: '  MalLory  ', password: 'Guess-1234-secret' });
    expect(res.status).toBe(401);
    const [entry] = await entries({ action: 'sign-in-failed' });
    expect(entry).toMatchObject({ username: 'mallory', userId: null, ip: '127.0.0.1' });
    expect(await everything()).not.toContain('Guess-1234-secret');
    expect(await everything()).not.toContain('MalLory');
  });

  it('records a sign-out, and nothing for a sign-out without a session', async () => {
    // What the back office sends on its sign-in page, when nobody is signed in.
    await t.agent().post('/api/logout').expect(200);
    const agent = await t.signIn();
    await agent.post('/api/logout').expect(200);
    await entries({ action: 'sign-out' });
    expect((await list({ action: 'sign-out' })).map((e) => e.username)).toEqual([ADMIN.username]);
  });

  it('records a create with the record, an update with the changed fields before and after, and a delete', async () => {
    const created = await admin.post('/api/admin/team').send({ name: 'Welding', position: 'Arc welding' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const [create] = await entries({ action: 'create', entity: 'team', entityId: id });
    expect(create.changes).toMatchObject({ name: 'Welding', position: 'Arc welding' });

    await admin.put(`/api/admin/team/${id}`).send({ name: 'Welding (Level 1)' }).expect(200);
    const [update] = await entries({ action: 'update', entity: 'team', entityId: id });
    expect(update.changes).toEqual({ name: { before: 'Welding', after: 'Welding (Level 1)' } });

    await admin.delete(`/api/admin/team/${id}`).expect(200);
    const [removed] = await entries({ action: 'delete', entity: 'team', entityId: id });
    expect(removed.changes).toMatchObject({ name: 'Welding (Level 1)' });
    // One entry per action.
    expect(await list({ entity: 'team', entityId: id })).toHaveLength(3);
  });

  it('records a status change', async () => {
    await t.agent().post('/api/contact').send({ name: 'Gita', email: 'gita@example.test', subject: 'General Inquiry', message: 'Hello' });
    const [message] = (await t.sql<{ id: string }>(`SELECT id FROM contact_messages WHERE name = 'Gita'`)) as { id: string }[];
    await admin.put(`/api/admin/contact-messages/${message.id}/status`).send({ status: 'read' }).expect(200);
    const [entry] = await entries({ action: 'status', entity: 'contact-messages', entityId: message.id });
    expect(entry.changes).toEqual({ status: { before: 'unread', after: 'read' } });
  });

  it('never holds a date of birth: a certificate create and an edit of it are redacted', async () => {
    const created = await admin.post('/api/admin/certificates').send({
      name: 'Hari',
      fatherName: 'Shyam',
      courseTaken: 'Welder',
      duration: '390 hours',
      trainingDate: '2024-01-02',
      dateOfBirth: DOB,
      certificateNumber: 'AUD-1',
    });
    expect(created.status).toBe(201);
    await admin.put(`/api/admin/certificates/${created.body.id}`).send({ dateOfBirth: '1993-08-22', name: 'Hari Prasad' }).expect(200);
    const [update] = await entries({ action: 'update', entity: 'certificates', entityId: created.body.id });
    expect(update.changes).toEqual({
      name: { before: 'Hari', after: 'Hari Prasad' },
      dateOfBirth: '[redacted]',
    });
    const all = await everything();
    expect(all).not.toContain(DOB);
    expect(all).not.toContain('1993-08-22');
  });

  it('records an import with its count', async () => {
    const csv =
      'name,fatherName,courseTaken,duration,trainingDate,dateOfBirth,certificateNumber\r\nSita,Ram,Plumber,390 hours,2025-01-15,2001-04-17,AUD-IMP-1\r\n';
    await admin.post('/api/admin/certificates/import').attach('file', Buffer.from(csv), 'batch.csv').expect(200);
    const [entry] = await entries({ action: 'import', entity: 'certificates' });
    expect(entry.changes).toEqual({ imported: 1 });
  });

  it('records a password change with the password and its hash redacted', async () => {
    const id = await t.createUser({ ...EDITOR, email: 'ae@example.test', role: 'editor' });
    await admin.put(`/api/admin/users/${id}`).send({ password: 'Changed-Pass-2064' }).expect(200);
    const [entry] = await entries({ action: 'password-change', entityId: id });
    expect(entry.changes).toEqual({ password: '[redacted]' });
    const all = await everything();
    expect(all).not.toContain('Changed-Pass-2064');
    expect(all).not.toContain(EDITOR.password);
    expect(all).not.toMatch(/\$argon2/);
  });

  it('filters by date from and to', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ createdAt_gte: today, action: 'sign-in' })).length).toBeGreaterThan(0);
    expect(await list({ createdAt_lte: '2000-01-01' })).toEqual([]);
    expect((await admin.get('/api/admin/audit-log').query({ filter: '{"createdAt_gte":"soon"}' })).status).toBe(400);
  });

  it('is for administrators only', async () => {
    await waitFor(async () => ((await t.sql(`SELECT 1 FROM users WHERE username = $1`, [EDITOR.username])).length ? true : undefined));
    const editor = await t.signIn(EDITOR.username, 'Changed-Pass-2064');
    expect((await editor.get('/api/admin/audit-log')).status).toBe(403);
    expect((await t.agent().get('/api/admin/audit-log')).status).toBe(401);
  });

  it('has no route that writes or deletes an entry', async () => {
    const [entry] = await list({});
    for (const call of [
      admin.post('/api/admin/audit-log').send({ action: 'x' }),
      admin.put(`/api/admin/audit-log/${entry.id}`).send({ action: 'x' }),
      admin.delete(`/api/admin/audit-log/${entry.id}`),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await admin.get(`/api/admin/audit-log/${entry.id}`)).body.action).toBe(entry.action);
  });

  it('is kept by every write of the staff API, sign-in, sign-out and password reset (the interceptor on their controllers)', () => {
    const ACCOUNT_WRITES = ['POST /api/login', 'POST /api/login/2fa', 'POST /api/logout', 'POST /api/auth/reset-password'];
    const kept = [...routeInterceptors(t)].filter(
      ([route]) => /^(POST|PUT|PATCH|DELETE) \/api\/(admin|user)\//.test(route) || ACCOUNT_WRITES.includes(route),
    );
    expect(kept.length).toBeGreaterThan(ADMIN_ROUTES.filter(([method]) => method !== 'GET').length + ACCOUNT_WRITES.length);
    expect(kept.filter(([, interceptors]) => !interceptors.includes('AuditInterceptor')).map(([route]) => route)).toEqual([]);
  });

  it('is told by every write of the back office what it records (@AuditAs on the route, not its path)', () => {
    class Probe {
      @AuditAs('probe')
      route() {}
    }
    const keys = Reflect.getMetadataKeys(Probe.prototype.route) as string[];
    const RULE = keys.find((key) => (Reflect.getMetadata(key, Probe.prototype.route) as { action?: string }).action === 'probe')!;
    const writes = t.running.app
      .get(RouteTable)
      .all()
      .filter((route) => route.method !== 'GET' && route.path.startsWith('/api/admin/'));
    expect(writes).toHaveLength(ADMIN_ROUTES.filter(([method]) => method !== 'GET').length);
    expect(writes.filter((route) => !Reflect.getMetadata(RULE, route.handler)).map((route) => route.path)).toEqual([]);
  });
});

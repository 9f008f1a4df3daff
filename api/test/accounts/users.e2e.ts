import { USER_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

describe('user management (/api/admin/users)', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const create = (fields: Record<string, unknown>) => admin.post('/api/admin/users').send(fields);

  describe('list', () => {
    beforeAll(async () => {
      for (const name of ['list-anita', 'list-bikash', 'list-chandra']) {
        await create({ username: name, password: 'secret-1', email: `${name}@institute.test`, role: 'editor' });
      }
    });

    it('answers the bare call with the whole list as an array and a Content-Range', async () => {
      const res = await admin.get('/api/admin/users');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.headers['content-range']).toBe(`users 0-${res.body.length - 1}/${res.body.length}`);
    });

    it('pages, sorts and searches the ra-data-simple-rest way', async () => {
      const res = await admin.get('/api/admin/users').query({
        sort: JSON.stringify(['username', 'DESC']),
        range: JSON.stringify([0, 1]),
        filter: JSON.stringify({ q: 'list-' }),
      });
      expect(res.body.map((u: { username: string }) => u.username)).toEqual(['list-chandra', 'list-bikash']);
      expect(res.headers['content-range']).toBe('users 0-1/3');
    });

    it('filters by a list of ids', async () => {
      const all = (await admin.get('/api/admin/users')).body as { id: string }[];
      const ids = all.slice(0, 2).map((u) => u.id);
      const res = await admin.get('/api/admin/users').query({ filter: JSON.stringify({ id: ids }) });
      expect(res.body.map((u: { id: string }) => u.id).sort()).toEqual([...ids].sort());
    });

    it.each([
      ['sort', '["passwordHash","ASC"]'],
      ['range', '[5,1]'],
      ['filter', '{"passwordHash":"x"}'],
      ['filter', 'not json'],
    ])('answers 400 for the list parameter %s=%s', async (name, value) => {
      const res = await admin.get('/api/admin/users').query({ [name]: value });
      expect(res.status).toBe(400);
    });

    it('never answers a password hash', async () => {
      const res = await admin.get('/api/admin/users');
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
    });
  });

  describe('create', () => {
    it('creates a user and answers 201 with it, without the password', async () => {
      const res = await create({ username: 'sita', password: 'secret-1', email: 'sita@institute.test', role: 'editor', firstName: 'Sita' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ username: 'sita', role: 'editor', status: 'active', isActive: true, createdBy: t.adminId });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|secret-1|passwordHash/);
    });

    it('makes a viewer when no role is given', async () => {
      const res = await create({ username: 'no-role', password: 'secret-1' });
      expect(res.body.role).toBe('viewer');
    });

    it("answers 400 'Username is required' for an empty username", async () => {
      const res = await create({ username: '', password: 'secret-1' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'username', message: 'Username is required' }]);
      expect(res.body.error).toBe('Username is required');
    });

    it("answers 400 'Password must be at least 6 characters' for a short password", async () => {
      const res = await create({ username: 'shorty', password: '12345' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'password', message: 'Password must be at least 6 characters' }]);
    });

    it('answers 400 for an invalid e-mail, role or status', async () => {
      const res = await create({ username: 'bad-fields', password: 'secret-1', email: 'nope', role: 'root', status: 'gone' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'role', 'status']);
    });

    it('answers 409 for a username taken in another letter case', async () => {
      const res = await create({ username: 'SITA', password: 'secret-1' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(USER_MESSAGES.usernameTaken);
    });

    it('answers 409 for an e-mail already in use', async () => {
      const res = await create({ username: 'sita2', password: 'secret-1', email: 'Sita@Institute.test' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(USER_MESSAGES.emailTaken);
    });

    it('strips fields it does not know and ignores a given password hash', async () => {
      const res = await create({ username: 'stripper', password: 'secret-1', passwordHash: 'x', lastLoginAt: '2020-01-01' });
      expect(res.status).toBe(201);
      expect(res.body.lastLoginAt).toBeNull();
      expect((await t.agent().post('/api/login').send({ username: 'stripper', password: 'secret-1' })).status).toBe(200);
    });
  });

  describe('edit and password change', () => {
    let id: string;
    beforeAll(async () => (id = (await create({ username: 'ram', password: 'secret-1', role: 'viewer' })).body.id));

    it('changes fields given and keeps the others', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ role: 'editor', lastName: 'Thapa' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'ram', role: 'editor', lastName: 'Thapa' });
    });

    it("answers 400 'Password must be at least 8 characters' for a short new password", async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ password: '1234567' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    });

    it('changes the password with a body holding only the password', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ password: 'new-secret-8' });
      expect(res.status).toBe(200);
      expect((await t.agent().post('/api/login').send({ username: 'ram', password: 'secret-1' })).status).toBe(401);
      expect((await t.agent().post('/api/login').send({ username: 'ram', password: 'new-secret-8' })).status).toBe(200);
    });

    it("ends the user's sessions when an administrator sets their password", async () => {
      const userId = (await create({ username: 'pw-reset-by-admin', password: 'secret-1', role: 'editor' })).body.id;
      const them = await t.signIn('pw-reset-by-admin', 'secret-1');
      expect((await them.get('/api/user')).status).toBe(200);
      await admin.put(`/api/admin/users/${userId}`).send({ password: 'new-secret-8' }).expect(200);
      expect((await them.get('/api/user')).status).toBe(401);
    });

    it('ends the other sessions of a user who changes their own password, and keeps the one that made the change', async () => {
      await create({ username: 'pw-own', password: 'secret-1', role: 'admin' });
      const here = await t.signIn('pw-own', 'secret-1');
      const elsewhere = await t.signIn('pw-own', 'secret-1');
      const me = (await here.get('/api/user')).body.id;
      await here.post('/api/user/password').send({ password: 'secret-1', newPassword: 'new-secret-8' }).expect(200);
      expect((await here.get('/api/user')).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      // The tests of the last administrator count on one.
      await admin.delete(`/api/admin/users/${me}`).expect(200);
    });

    it('keeps the sessions when an edit leaves the password alone', async () => {
      const userId = (await create({ username: 'pw-untouched', password: 'secret-1', role: 'editor' })).body.id;
      const them = await t.signIn('pw-untouched', 'secret-1');
      await admin.put(`/api/admin/users/${userId}`).send({ lastName: 'Gurung' }).expect(200);
      expect((await them.get('/api/user')).status).toBe(200);
    });

    it('answers 409 when renaming to a taken username', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ username: 'Admin' });
      expect(res.status).toBe(409);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000').send({ bio: 'x' })).status).toBe(404);
      expect((await admin.put('/api/admin/users/42').send({ bio: 'x' })).status).toBe(400);
    });

    it('answers 400 for wrong types, never 500', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ isActive: 'yes', permissions: 'all', username: 7 });
      expect(res.status).toBe(400);
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).set('Content-Type', 'application/json').send('[1,2]');
      expect(res.status).toBe(400);
    });

    it('answers 400 for strings beyond their bounds', async () => {
      const res = await admin.put(`/api/admin/users/${id}`).send({ firstName: 'x'.repeat(101) });
      expect(res.status).toBe(400);
    });
  });

  describe('status toggle', () => {
    it('flips active to inactive and back', async () => {
      const id = (await create({ username: 'toggle-me', password: 'secret-1' })).body.id;
      const off = await admin.patch(`/api/admin/users/${id}/toggle-status`);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ status: 'inactive', isActive: false });
      const on = await admin.patch(`/api/admin/users/${id}/toggle-status`);
      expect(on.body).toMatchObject({ status: 'active', isActive: true });
    });

    it('activates a suspended user', async () => {
      const id = (await create({ username: 'suspended-one', password: 'secret-1', status: 'suspended' })).body.id;
      expect((await admin.patch(`/api/admin/users/${id}/toggle-status`)).body.status).toBe('active');
    });

    it('signs a deactivated user out on their next request', async () => {
      const id = (await create({ username: 'leaving', password: 'secret-1', role: 'editor' })).body.id;
      const them = await t.signIn('leaving', 'secret-1');
      expect((await them.get('/api/user')).status).toBe(200);
      await admin.patch(`/api/admin/users/${id}/toggle-status`).expect(200);
      expect((await them.get('/api/user')).status).toBe(401);
    });

    it('signs a user out when an edit sets their status to suspended', async () => {
      const id = (await create({ username: 'suspend-edit', password: 'secret-1' })).body.id;
      const them = await t.signIn('suspend-edit', 'secret-1');
      await admin.put(`/api/admin/users/${id}`).send({ status: 'suspended' }).expect(200);
      expect((await them.get('/api/user')).status).toBe(401);
    });
  });

  describe('delete', () => {
    it('deletes a user, answers the deleted record, and their session stops working', async () => {
      const id = (await create({ username: 'gone-soon', password: 'secret-1', role: 'editor' })).body.id;
      const them = await t.signIn('gone-soon', 'secret-1');
      const res = await admin.delete(`/api/admin/users/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, username: 'gone-soon' });
      expect((await them.get('/api/user')).status).toBe(401);
      expect((await admin.get(`/api/admin/users/${id}`)).status).toBe(404);
    });

    it('answers 404 for an unknown user', async () => {
      expect((await admin.delete('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('the last active administrator', () => {
    it('cannot be demoted', async () => {
      const res = await admin.put(`/api/admin/users/${t.adminId}`).send({ role: 'editor' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(USER_MESSAGES.lastAdmin);
    });

    it('cannot be deactivated through the toggle', async () => {
      expect((await admin.patch(`/api/admin/users/${t.adminId}/toggle-status`)).status).toBe(409);
    });

    it('cannot be deactivated through an edit', async () => {
      expect((await admin.put(`/api/admin/users/${t.adminId}`).send({ isActive: false })).status).toBe(409);
      expect((await admin.put(`/api/admin/users/${t.adminId}`).send({ status: 'suspended' })).status).toBe(409);
    });

    it('cannot be deleted, even by another admin', async () => {
      const otherId = (await create({ username: 'second-admin', password: 'secret-1', role: 'admin', status: 'inactive' })).body.id;
      await admin.patch(`/api/admin/users/${otherId}/toggle-status`).expect(200);
      const other = await t.signIn('second-admin', 'secret-1');
      // Two active admins: the first may now be demoted; then the second is the last one.
      await other.put(`/api/admin/users/${t.adminId}`).send({ role: 'editor' }).expect(200);
      const res = await admin.delete(`/api/admin/users/${otherId}`);
      expect(res.status).toBe(403);
      const last = await other.delete(`/api/admin/users/${otherId}`);
      expect(last.status).toBe(409);
      await other.put(`/api/admin/users/${t.adminId}`).send({ role: 'admin' }).expect(200);
      const [{ count }] = await t.sql<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE role = 'admin'`);
      expect(count).toBe(2);
    });
  });
});

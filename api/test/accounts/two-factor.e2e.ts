import { TWO_FACTOR_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { ADMIN, useTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';
import { Authenticator, passwordStep, userWithTwoFactor } from '../support/two-factor';

const invalidCode = { field: 'code', message: TWO_FACTOR_MESSAGES.invalidCode };

describe('two-factor sign-in', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const auditOf = (action: string, entityId: string) =>
    waitFor(async () => {
      const rows = await t.sql<{ user_id: string; username: string; entity: string; entity_id: string; changes: unknown }>(
        'SELECT * FROM audit_log WHERE action = $1 AND entity_id = $2',
        [action, entityId],
      );
      return rows.length ? rows : undefined;
    });

  describe('setup and enable', () => {
    it('answers a 32-character base32 secret, its otpauth URL with the site name as issuer, and an SVG QR code', async () => {
      await t.createUser({ username: 'tf-setup', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-setup', 'secret-1');
      const res = await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' });
      expect(res.status).toBe(200);
      expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(res.body.otpauthUrl).toBe(
        `otpauth://totp/Technical%20Training%20Institute:tf-setup?secret=${res.body.secret}&issuer=Technical%20Training%20Institute&algorithm=SHA1&digits=6&period=30`,
      );
      expect(res.body.qrSvg).toMatch(/^<svg/);
    });

    it('keeps sign-in with the password alone while the secret is only pending', async () => {
      await t.createUser({ username: 'tf-pending', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-pending', 'secret-1');
      await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' });
      const res = await t.agent().post('/api/login').send({ username: 'tf-pending', password: 'secret-1' });
      expect(res.body).toMatchObject({ username: 'tf-pending', twoFactorEnabled: false });
    });

    it('enables with a current code: 10 recovery codes shaped xxxxx-xxxxx, stored only as argon2id hashes', async () => {
      const user = await userWithTwoFactor(t, 'tf-enable');
      expect(user.recoveryCodes).toHaveLength(10);
      for (const code of user.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      const rows = await t.sql<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [user.id]);
      expect(rows).toHaveLength(10);
      for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$/);
      expect((await user.agent.get('/api/user')).body).toMatchObject({ twoFactorEnabled: true });
    });

    it('refuses a wrong code with 400 Invalid password or code, and 2FA stays off', async () => {
      await t.createUser({ username: 'tf-wrong', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-wrong', 'secret-1');
      await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' });
      const res = await agent.post('/api/user/two-factor/enable').send({ password: 'secret-1', code: '000000' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(TWO_FACTOR_MESSAGES.invalidPasswordOrCode);
      expect((await agent.get('/api/user')).body.twoFactorEnabled).toBe(false);
    });

    it('refuses enable without a pending setup with 400', async () => {
      await t.createUser({ username: 'tf-nosetup', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-nosetup', 'secret-1');
      const res = await agent.post('/api/user/two-factor/enable').send({ password: 'secret-1', code: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([invalidCode]);
    });

    it('answers setup with 409 while 2FA is on, so a session cannot swap the secret', async () => {
      const user = await userWithTwoFactor(t, 'tf-409');
      expect((await user.agent.post('/api/user/two-factor/setup').send({ password: user.password })).status).toBe(409);
    });
  });

  describe('the two steps', () => {
    it('answers the password step with twoFactorRequired and nothing else', async () => {
      const user = await userWithTwoFactor(t, 'tf-step1');
      const res = await t.agent().post('/api/login').send({ username: user.username, password: user.password });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ twoFactorRequired: true });
    });

    it('treats a pending sign-in as signed out: 401 on the current user, account calls and admin routes', async () => {
      const user = await userWithTwoFactor(t, 'tf-pending-401');
      const agent = await passwordStep(t, user);
      expect((await agent.get('/api/user')).status).toBe(401);
      expect((await agent.get('/api/user/sessions')).status).toBe(401);
      expect((await agent.post('/api/user/two-factor/setup').send({ password: user.password })).status).toBe(401);
      expect((await agent.get('/api/admin/news')).status).toBe(401);
    });

    it('signs in with a code in a new session, records lastLoginAt, and the pending cookie is then worth nothing', async () => {
      const user = await userWithTwoFactor(t, 'tf-signin');
      await t.sql('UPDATE users SET last_login_at = NULL WHERE id = $1', [user.id]);
      const agent = await passwordStep(t, user);
      const pendingCookie = (
        await t.sql<{ sid: string }>(`SELECT sid FROM session WHERE sess -> 'pendingSignIn' ->> 'userId' = $1`, [user.id])
      )[0].sid;
      const res = await agent.post('/api/login/2fa').send({ code: await user.auth.next() });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, username: user.username, twoFactorEnabled: true });
      expect((await agent.get('/api/user')).status).toBe(200);
      expect(await t.sql('SELECT sid FROM session WHERE sid = $1 AND ended_at IS NULL', [pendingCookie])).toEqual([]);
      const [row] = await t.sql<{ last_login_at: Date | null }>('SELECT last_login_at FROM users WHERE id = $1', [user.id]);
      expect(row.last_login_at).not.toBeNull();
    });

    it('answers 401 Invalid code to a wrong code', async () => {
      const user = await userWithTwoFactor(t, 'tf-wrong-code');
      const agent = await passwordStep(t, user);
      const res = await agent.post('/api/login/2fa').send({ code: '000000' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    });

    it('answers 401 Invalid code without a pending sign-in', async () => {
      const res = await t.agent().post('/api/login/2fa').send({ code: '123456' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    });

    it('answers 401 to a pending sign-in older than 5 minutes, even with the right code', async () => {
      const user = await userWithTwoFactor(t, 'tf-expired');
      const agent = await passwordStep(t, user);
      await t.sql(
        `UPDATE session SET sess = jsonb_set(sess::jsonb, '{pendingSignIn,startedAt}', to_jsonb((extract(epoch FROM now()) * 1000)::bigint - 301000))::json
          WHERE sess -> 'pendingSignIn' ->> 'userId' = $1`,
        [user.id],
      );
      expect((await agent.post('/api/login/2fa').send({ code: await user.auth.next() })).status).toBe(401);
    });

    it('ends the pending sign-in after five wrong codes: the right code is then refused', async () => {
      const user = await userWithTwoFactor(t, 'tf-five');
      const agent = await passwordStep(t, user);
      for (let i = 0; i < 5; i++) expect((await agent.post('/api/login/2fa').send({ code: '000000' })).status).toBe(401);
      const code = await user.auth.next();
      expect([401, 429]).toContain((await agent.post('/api/login/2fa').send({ code })).status);
      // The refused code was never accepted: a new sign-in takes it.
      const again = await passwordStep(t, user);
      expect((await again.post('/api/login/2fa').send({ code })).status).toBe(200);
    });

    it('counts each wrong code as a failed sign-in of the account', async () => {
      const user = await userWithTwoFactor(t, 'tf-count');
      const agent = await passwordStep(t, user);
      await agent.post('/api/login/2fa').send({ code: '000000' });
      const rows = await t.sql<{ hits: number }>(`SELECT hits FROM rate_limits WHERE key = lower($1)`, [`loginAccount:${user.username}`]);
      expect(rows[0]?.hits).toBe(1);
    });

    it('refuses a code already accepted (no replay)', async () => {
      const user = await userWithTwoFactor(t, 'tf-replay');
      const code = await user.auth.next();
      expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code })).status).toBe(200);
      expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code })).status).toBe(401);
    });

    it('refuses the code that enabled 2FA at sign-in', async () => {
      await t.createUser({ username: 'tf-replay-enable', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-replay-enable', 'secret-1');
      const auth = new Authenticator((await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' })).body.secret);
      const code = await auth.next();
      await agent.post('/api/user/two-factor/enable').send({ password: 'secret-1', code });
      const res = await (
        await passwordStep(t, { username: 'tf-replay-enable', password: 'secret-1' })
      )
        .post('/api/login/2fa')
        .send({ code });
      expect(res.status).toBe(401);
    });

    it('signs in with a recovery code, ignoring case, spaces and hyphens, once only', async () => {
      const user = await userWithTwoFactor(t, 'tf-recovery');
      const typed = ` ${user.recoveryCodes[0].toUpperCase().replace('-', ' ')} `;
      const first = await (await passwordStep(t, user)).post('/api/login/2fa').send({ recoveryCode: typed });
      expect(first.status).toBe(200);
      const second = await (await passwordStep(t, user)).post('/api/login/2fa').send({ recoveryCode: user.recoveryCodes[0] });
      expect(second.status).toBe(401);
    });

    it('refuses an unknown recovery code with 401', async () => {
      const user = await userWithTwoFactor(t, 'tf-recovery-unknown');
      const res = await (await passwordStep(t, user)).post('/api/login/2fa').send({ recoveryCode: 'aaaaa-bbbbb' });
      expect(res.status).toBe(401);
    });
  });

  describe('disable and reset', () => {
    it('turns 2FA off with the password and a code, clearing the secret and recovery codes', async () => {
      const user = await userWithTwoFactor(t, 'tf-disable');
      const res = await user.agent.post('/api/user/two-factor/disable').send({ password: user.password, code: await user.auth.next() });
      expect(res.status).toBe(200);
      expect(res.body.twoFactorEnabled).toBe(false);
      const [row] = await t.sql('SELECT two_factor_secret FROM users WHERE id = $1', [user.id]);
      expect(row.two_factor_secret).toBeNull();
      expect(await t.sql('SELECT id FROM recovery_codes WHERE user_id = $1', [user.id])).toEqual([]);
    });

    it('turns 2FA off with a recovery code in place of the code', async () => {
      const user = await userWithTwoFactor(t, 'tf-disable-rc');
      const res = await user.agent
        .post('/api/user/two-factor/disable')
        .send({ password: user.password, recoveryCode: user.recoveryCodes[3] });
      expect(res.status).toBe(200);
    });

    it('refuses a wrong password and a wrong code with the same 400, and 2FA stays on', async () => {
      const user = await userWithTwoFactor(t, 'tf-disable-pw');
      const wrongPassword = await user.agent.post('/api/user/two-factor/disable').send({ password: 'nope', code: await user.auth.next() });
      const wrongCode = await user.agent.post('/api/user/two-factor/disable').send({ password: user.password, code: '000000' });
      for (const res of [wrongPassword, wrongCode]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'twoFactor.invalidPasswordOrCode',
          error: TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
          message: TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
        });
      }
      expect((await user.agent.get('/api/user')).body.twoFactorEnabled).toBe(true);
    });

    it('refuses a missing code with 400, never 401', async () => {
      const user = await userWithTwoFactor(t, 'tf-disable-code');
      const res = await user.agent.post('/api/user/two-factor/disable').send({ password: user.password });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(TWO_FACTOR_MESSAGES.invalidPasswordOrCode);
    });

    it("lets an administrator reset a user's 2FA: the user then signs in with the password alone", async () => {
      const user = await userWithTwoFactor(t, 'tf-reset');
      const res = await admin.delete(`/api/admin/users/${user.id}/two-factor`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, twoFactorEnabled: false });
      const signIn = await t.agent().post('/api/login').send({ username: user.username, password: user.password });
      expect(signIn.body).toMatchObject({ id: user.id });
      const [entry] = await auditOf('two-factor-reset', user.id);
      expect(entry).toMatchObject({ user_id: t.adminId, entity: 'users' });
    });

    it('refuses the reset to an editor with 403', async () => {
      const user = await userWithTwoFactor(t, 'tf-reset-editor');
      expect((await user.agent.delete(`/api/admin/users/${user.id}/two-factor`)).status).toBe(403);
    });
  });

  describe('required for administrators', () => {
    const setRequired = (value: string) => admin.put('/api/admin/site-settings/twoFactorRequiredForAdmins').send({ value });
    afterEach(() => t.sql(`DELETE FROM site_settings WHERE key = 'twoFactorRequiredForAdmins'`));

    it('is left out of the public site settings', async () => {
      await setRequired('true');
      const res = await t.agent().get('/api/site-settings');
      expect(JSON.stringify(res.body)).not.toContain('twoFactorRequiredForAdmins');
    });

    it('signs in an administrator without 2FA with twoFactorSetupRequired, and refuses admin routes with 403', async () => {
      await t.createUser({ username: 'tf-admin-blocked', password: 'secret-1', role: 'admin' });
      await setRequired('true');
      const agent = t.agent();
      const res = await agent.post('/api/login').send({ username: 'tf-admin-blocked', password: 'secret-1' });
      expect(res.body).toMatchObject({ twoFactorSetupRequired: true });
      const blocked = await agent.get('/api/admin/news');
      expect(blocked.status).toBe(403);
      expect(blocked.body.error).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
      expect((await agent.get('/api/user')).body.twoFactorSetupRequired).toBe(true);
      expect((await agent.get('/api/user/sessions')).status).toBe(200);
    });

    it('holds sessions opened before the switch to it', async () => {
      await t.createUser({ username: 'tf-admin-before', password: 'secret-1', role: 'admin' });
      const agent = await t.signIn('tf-admin-before', 'secret-1');
      await setRequired('true');
      expect((await agent.get('/api/admin/news')).status).toBe(403);
    });

    it('lifts the block in the same session once 2FA is enabled', async () => {
      await t.createUser({ username: 'tf-admin-lift', password: 'secret-1', role: 'admin' });
      const agent = await t.signIn('tf-admin-lift', 'secret-1');
      await setRequired('true');
      const auth = new Authenticator((await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' })).body.secret);
      await agent.post('/api/user/two-factor/enable').send({ password: 'secret-1', code: await auth.next() });
      expect((await agent.get('/api/admin/news')).status).toBe(200);
      expect((await agent.get('/api/user')).body.twoFactorSetupRequired).toBe(false);
    });

    it('leaves editors alone', async () => {
      await t.createUser({ username: 'tf-editor-free', password: 'secret-1', role: 'editor' });
      const agent = await t.signIn('tf-editor-free', 'secret-1');
      await setRequired('true');
      expect((await agent.get('/api/admin/news')).status).toBe(200);
    });

    it('is off for any value but true', async () => {
      await t.createUser({ username: 'tf-admin-yes', password: 'secret-1', role: 'admin' });
      const agent = await t.signIn('tf-admin-yes', 'secret-1');
      await setRequired('yes');
      expect((await agent.get('/api/admin/news')).status).toBe(200);
    });
  });

  describe('audit and secrecy', () => {
    it('records enable, disable and each sign-in with its method', async () => {
      const user = await userWithTwoFactor(t, 'tf-audit');
      await (await passwordStep(t, user)).post('/api/login/2fa').send({ recoveryCode: user.recoveryCodes[1] });
      await user.agent.post('/api/user/two-factor/disable').send({ password: user.password, code: await user.auth.next() });
      expect((await auditOf('two-factor-enable', user.id))[0]).toMatchObject({ user_id: user.id, entity: 'users' });
      expect((await auditOf('two-factor-disable', user.id))[0]).toMatchObject({ user_id: user.id, entity: 'users' });
      const signIns = await waitFor(async () => {
        const rows = await t.sql<{ changes: { method: string } }>(
          `SELECT changes FROM audit_log WHERE action = 'sign-in' AND user_id = $1`,
          [user.id],
        );
        return rows.length >= 2 ? rows : undefined;
      });
      expect(signIns.map((r) => r.changes.method).sort()).toEqual(['password', 'recovery-code']);
    });

    it('records a refused code as two-factor-failed of the pending user, without the code', async () => {
      const user = await userWithTwoFactor(t, 'tf-audit-failed');
      await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: '987654' });
      const [entry] = await auditOf('two-factor-failed', user.id);
      expect(entry).toMatchObject({ user_id: user.id, username: user.username, entity: 'users' });
      expect(JSON.stringify(entry)).not.toContain('987654');
    });

    it('never shows the secret or a recovery code again: not in the user, the users API or the audit log', async () => {
      const user = await userWithTwoFactor(t, 'tf-secret');
      const [row] = await t.sql<{ two_factor_secret: string }>('SELECT two_factor_secret FROM users WHERE id = $1', [user.id]);
      await auditOf('two-factor-enable', user.id);
      const answers = [
        (await user.agent.get('/api/user')).body,
        (await admin.get('/api/admin/users')).body,
        (await admin.get(`/api/admin/users/${user.id}`)).body,
        (await admin.get('/api/admin/audit-log')).body,
        await t.sql('SELECT * FROM audit_log'),
      ];
      const text = JSON.stringify(answers) + t.logger.text();
      expect(text).not.toContain(row.two_factor_secret);
      for (const code of user.recoveryCodes) expect(text).not.toContain(code);
      expect((await admin.get(`/api/admin/users/${user.id}`)).body.twoFactorEnabled).toBe(true);
    });

    it('answers the current user with twoFactorEnabled and twoFactorSetupRequired', async () => {
      const res = await admin.get('/api/user');
      expect(res.body).toMatchObject({ username: ADMIN.username, twoFactorEnabled: false, twoFactorSetupRequired: false });
    });
  });
});

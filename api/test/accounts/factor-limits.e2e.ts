import { AUTH_MESSAGES, GENERIC_MESSAGES, TWO_FACTOR_MESSAGES, USER_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { FactorSecrets } from '../../src/auth/factor-secrets';
import { TwoFactorService } from '../../src/auth/two-factor.service';
import { PasswordHasher } from '../../src/users/password-hasher';
import { useTestApp, type TestApp } from '../support/app';
import { mailsSince, outboxFiles } from '../support/mail';
import { Authenticator, passwordStep, userWithTwoFactor } from '../support/two-factor';

/** Answers of `tries` sent all at once. */
const statuses = async (tries: Promise<{ status: number }>[]) => (await Promise.all(tries)).map((r) => r.status).sort();

describe('second factors counted per account', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  it('locks the second step after 10 wrong codes from parallel pending sign-ins: the right code is then 429 with Retry-After', async () => {
    const user = await userWithTwoFactor(t, 'fl-lock');
    const pending = await Promise.all([1, 2, 3].map(() => passwordStep(t, user)));
    // Four tries per pending sign-in stay under its own five; the account's count is what stops them.
    const tries = pending.flatMap((agent) => [1, 2, 3, 4].map(() => agent.post('/api/login/2fa').send({ code: '000000' })));
    expect(await statuses(tries)).toEqual([...Array(10).fill(401), 429, 429]);
    const res = await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: await user.auth.next() });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('counts wrong recovery codes on the same count', async () => {
    const user = await userWithTwoFactor(t, 'fl-recovery');
    const agent = await passwordStep(t, user);
    await t.sql(`UPDATE users SET factor_failures = 9, factor_failures_since = now() WHERE id = $1`, [user.id]);
    expect((await agent.post('/api/login/2fa').send({ recoveryCode: 'aaaaa-bbbbb' })).status).toBe(401);
    expect((await agent.post('/api/login/2fa').send({ recoveryCode: user.recoveryCodes[0] })).status).toBe(429);
  });

  it('mails the owner once when the second step locks', async () => {
    const user = await userWithTwoFactor(t, 'fl-mail');
    await t.sql(`UPDATE users SET email = 'fl-mail@institute.test', factor_failures = 8, factor_failures_since = now() WHERE id = $1`, [
      user.id,
    ]);
    const before = new Set(outboxFiles(t.config.mailOutboxDir));
    const agent = await passwordStep(t, user);
    for (let i = 0; i < 3; i++) await agent.post('/api/login/2fa').send({ code: '000000' });
    const [mail] = await mailsSince(t.config.mailOutboxDir, before, 1);
    expect(mail).toContain('To: fl-mail@institute.test');
    expect(mail).toContain('Two-factor sign-in locked for an hour');
    expect(outboxFiles(t.config.mailOutboxDir).filter((f) => !before.has(f))).toHaveLength(1);
  });

  it('gives a right code its count back, so only wrong ones lock', async () => {
    const user = await userWithTwoFactor(t, 'fl-right');
    await t.sql(`UPDATE users SET factor_failures = 9, factor_failures_since = now() WHERE id = $1`, [user.id]);
    expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: await user.auth.next() })).status).toBe(200);
    const [row] = await t.sql<{ factor_failures: number }>('SELECT factor_failures FROM users WHERE id = $1', [user.id]);
    expect(row.factor_failures).toBe(9);
  });

  it("starts the count again an hour after the lock, and an administrator's reset lifts it at once", async () => {
    const user = await userWithTwoFactor(t, 'fl-reset');
    await t.sql(`UPDATE users SET factor_failures = 10, factor_failures_since = now() - interval '61 minutes' WHERE id = $1`, [user.id]);
    expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: '000000' })).status).toBe(401);
    await t.sql(`UPDATE users SET factor_failures = 10, factor_failures_since = now() WHERE id = $1`, [user.id]);
    await admin.delete(`/api/admin/users/${user.id}/two-factor`).expect(200);
    const [row] = await t.sql<{ factor_failures: number }>('SELECT factor_failures FROM users WHERE id = $1', [user.id]);
    expect(row.factor_failures).toBe(0);
  });

  it('locks the second step after 100 wrong factors in a row until an administrator resets it, mailing the owner', async () => {
    const user = await userWithTwoFactor(t, 'fl-in-a-row');
    await t.sql(`UPDATE users SET email = 'fl-in-a-row@institute.test', factor_failures_in_a_row = 99 WHERE id = $1`, [user.id]);
    const before = new Set(outboxFiles(t.config.mailOutboxDir));
    expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: '000000' })).status).toBe(401);
    const [mail] = await mailsSince(t.config.mailOutboxDir, before, 1);
    expect(mail).toContain('until an administrator resets your two-factor authentication');
    // A day later, with the hour's count long over: still locked.
    await t.sql(`UPDATE users SET factor_failures_since = now() - interval '1 day' WHERE id = $1`, [user.id]);
    const right = await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: await user.auth.next() });
    expect(right.status).toBe(429);
    await admin.delete(`/api/admin/users/${user.id}/two-factor`).expect(200);
    const [row] = await t.sql<{ factor_failures_in_a_row: number }>('SELECT factor_failures_in_a_row FROM users WHERE id = $1', [user.id]);
    expect(row.factor_failures_in_a_row).toBe(0);
  });

  it('ends a run of wrong factors with a right one', async () => {
    const user = await userWithTwoFactor(t, 'fl-run-ends');
    await t.sql(`UPDATE users SET factor_failures_in_a_row = 98 WHERE id = $1`, [user.id]);
    expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: await user.auth.next() })).status).toBe(200);
    const [row] = await t.sql<{ factor_failures_in_a_row: number }>('SELECT factor_failures_in_a_row FROM users WHERE id = $1', [user.id]);
    expect(row.factor_failures_in_a_row).toBe(0);
  });

  it('checks a wrong recovery code by its keyed lookup alone, and a right one by one argon2 verification', async () => {
    const user = await userWithTwoFactor(t, 'fl-lookup');
    const verify = jest.spyOn(t.running.app.get(PasswordHasher), 'verify');
    try {
      const agent = await passwordStep(t, user);
      verify.mockClear();
      expect((await agent.post('/api/login/2fa').send({ recoveryCode: 'aaaaa-bbbbb' })).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(0);
      expect((await agent.post('/api/login/2fa').send({ recoveryCode: user.recoveryCodes[2] })).status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a field the second step does not read with 400, and counts it on the IP and pending account, not on the field', async () => {
    const user = await userWithTwoFactor(t, 'fl-junk');
    const agent = await passwordStep(t, user);
    const counters = async () =>
      new Map((await t.sql<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits')).map((r) => [r.key, r.hits]));
    const before = await counters();
    for (const junk of ['junk-1', 'junk-2', 'junk-3']) {
      const res = await agent.post('/api/login/2fa').send({ code: '000000', username: junk });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'username', message: GENERIC_MESSAGES.unknownField }]);
    }
    // One new counter took all three (the IP and the pending account), not one per junk name.
    const added = [...(await counters())].filter(([key]) => !before.has(key));
    expect(added.map(([, hits]) => hits)).toEqual([3]);
  });

  it('refuses a field the password step does not take with 400, before the password is checked', async () => {
    await t.createUser({ username: 'fl-login-junk', password: 'secret-1', role: 'editor' });
    const agent = t.agent();
    const res = await agent.post('/api/login').send({ username: 'fl-login-junk', password: 'secret-1', remember: true });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject([{ field: 'remember', message: GENERIC_MESSAGES.unknownField }]);
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});

describe('changing a factor needs the factor', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const refused = {
    statusCode: 400,
    code: 'twoFactor.invalidPasswordOrCode',
    error: TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
    message: TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
  };

  it('refuses setup without the password, or with a wrong one', async () => {
    await t.createUser({ username: 'fc-setup', password: 'secret-1', role: 'editor' });
    const agent = await t.signIn('fc-setup', 'secret-1');
    expect((await agent.post('/api/user/two-factor/setup').send({})).body).toEqual(refused);
    expect((await agent.post('/api/user/two-factor/setup').send({ password: 'secret-2' })).body).toEqual(refused);
    const [row] = await t.sql('SELECT two_factor_pending_secret FROM users WHERE username = $1', ['fc-setup']);
    expect(row.two_factor_pending_secret).toBeNull();
  });

  it('refuses enable without the password, even with the right code', async () => {
    await t.createUser({ username: 'fc-enable', password: 'secret-1', role: 'editor' });
    const agent = await t.signIn('fc-enable', 'secret-1');
    const auth = new Authenticator((await agent.post('/api/user/two-factor/setup').send({ password: 'secret-1' })).body.secret);
    expect((await agent.post('/api/user/two-factor/enable').send({ code: await auth.next() })).body).toEqual(refused);
    expect((await agent.get('/api/user')).body.twoFactorEnabled).toBe(false);
  });

  it('answers 429 to the eleventh wrong password on disable, right or wrong: no password oracle', async () => {
    const user = await userWithTwoFactor(t, 'fc-oracle');
    const tries = Array.from({ length: 11 }, (_, i) =>
      user.agent.post('/api/user/two-factor/disable').send({ password: `guess-${i}`, code: '000000' }),
    );
    expect(await statuses(tries)).toEqual([...Array(10).fill(400), 429]);
    const right = await user.agent.post('/api/user/two-factor/disable').send({ password: user.password, code: await user.auth.next() });
    expect(right.status).toBe(429);
  });

  it('ends the other sessions when 2FA is enabled, and keeps the one that enabled it', async () => {
    await t.createUser({ username: 'fc-enable-ends', password: 'secret-1', role: 'editor' });
    const elsewhere = await t.signIn('fc-enable-ends', 'secret-1');
    const here = await t.signIn('fc-enable-ends', 'secret-1');
    const auth = new Authenticator((await here.post('/api/user/two-factor/setup').send({ password: 'secret-1' })).body.secret);
    await here
      .post('/api/user/two-factor/enable')
      .send({ password: 'secret-1', code: await auth.next() })
      .expect(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
  });

  it('ends the other sessions when 2FA is turned off', async () => {
    const user = await userWithTwoFactor(t, 'fc-disable-ends');
    const elsewhere = await passwordStep(t, user);
    await elsewhere
      .post('/api/login/2fa')
      .send({ code: await user.auth.next() })
      .expect(200);
    await user.agent
      .post('/api/user/two-factor/disable')
      .send({ password: user.password, recoveryCode: user.recoveryCodes[0] })
      .expect(200);
    expect((await user.agent.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
  });

  it('changes one’s own password only with the current one, and with 2FA on a code as well', async () => {
    const user = await userWithTwoFactor(t, 'fc-password');
    const change = (body: object) => user.agent.post('/api/user/password').send({ newPassword: 'Changed-pass-1', ...body });
    expect((await change({ password: 'wrong-one', code: '000000' })).body).toEqual(refused);
    expect((await change({ password: user.password })).body).toEqual(refused);
    const res = await change({ password: user.password, recoveryCode: user.recoveryCodes[1] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(USER_MESSAGES.passwordUpdated);
    expect((await t.agent().post('/api/login').send({ username: user.username, password: 'Changed-pass-1' })).body).toEqual({
      twoFactorRequired: true,
    });
  });

  it('refuses an administrator’s change of their own password through user management with 403', async () => {
    const res = await admin.put(`/api/admin/users/${t.adminId}`).send({ password: 'new-secret-8' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(USER_MESSAGES.ownAccountScreen);
  });

  it('refuses an administrator’s reset of their own 2FA with 403, and keeps it on', async () => {
    const user = await userWithTwoFactor(t, 'fc-self-reset', 'admin');
    const res = await user.agent.delete(`/api/admin/users/${user.id}/two-factor`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(USER_MESSAGES.ownAccountScreen);
    expect((await user.agent.get('/api/user')).body.twoFactorEnabled).toBe(true);
  });

  it('ends every session of a user whose 2FA an administrator resets', async () => {
    const user = await userWithTwoFactor(t, 'fc-reset-ends');
    await admin.delete(`/api/admin/users/${user.id}/two-factor`).expect(200);
    expect((await user.agent.get('/api/user')).status).toBe(401);
  });
});

describe('TOTP secrets at rest', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  it('stores the secret sealed, never as the base32 text the authenticator app holds', async () => {
    const user = await userWithTwoFactor(t, 'ts-sealed');
    const [row] = await t.sql<{ two_factor_secret: string }>('SELECT two_factor_secret FROM users WHERE id = $1', [user.id]);
    expect(row.two_factor_secret.startsWith('v1.')).toBe(true);
    expect(row.two_factor_secret).not.toContain(user.auth.secret);
  });

  it('seals a secret stored in clear before sealing, and sign-in goes on with the same authenticator', async () => {
    const user = await userWithTwoFactor(t, 'ts-legacy');
    await t.sql('UPDATE users SET two_factor_secret = $2 WHERE id = $1', [user.id, user.auth.secret]);
    expect(await t.running.app.get(TwoFactorService).sealStoredSecrets()).toBe(1);
    const [row] = await t.sql<{ two_factor_secret: string }>('SELECT two_factor_secret FROM users WHERE id = $1', [user.id]);
    expect(t.running.app.get(FactorSecrets).open(user.id, row.two_factor_secret)).toBe(user.auth.secret);
    expect((await (await passwordStep(t, user)).post('/api/login/2fa').send({ code: await user.auth.next() })).status).toBe(200);
  });

  it("cannot read a secret with another TWO_FACTOR_KEY, or as another user's", () => {
    const sealed = t.running.app.get(FactorSecrets).seal('a-user', 'JBSWY3DPEHPK3PXP');
    const otherKey = new FactorSecrets({ ...t.config, twoFactorKey: 'another-key-of-at-least-32-characters' });
    expect(() => otherKey.open('a-user', sealed)).toThrow();
    expect(() => t.running.app.get(FactorSecrets).open('another-user', sealed)).toThrow();
    expect(t.running.app.get(FactorSecrets).open('a-user', sealed)).toBe('JBSWY3DPEHPK3PXP');
  });
});

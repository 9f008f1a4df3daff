import { AUTH_MESSAGES } from '@institute/shared';
import { ADMIN, startTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers the current-user call with 401 when signed out', async () => {
    const res = await t.agent().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: AUTH_MESSAGES.notSignedIn });
  });

  it('signs in the first administrator and answers the user without any password hash', async () => {
    const res = await t.agent().post('/api/login').send(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin', role: 'admin', status: 'active' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure over plain http', async () => {
    const res = await t.agent().post('/api/login').send(ADMIN);
    const cookie = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^institute\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers the current user once signed in', async () => {
    const agent = await t.signIn();
    const res = await agent.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('admin');
  });

  it('records the time of the last sign-in', async () => {
    await t.sql(`UPDATE users SET last_login_at = NULL WHERE username = 'admin'`);
    await t.signIn();
    const [row] = await t.sql<{ last_login_at: Date }>(`SELECT last_login_at FROM users WHERE username = 'admin'`);
    expect(Date.now() - row.last_login_at.getTime()).toBeLessThan(10_000);
  });

  it('accepts the username in any letter case', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'ADMIN', password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 and one message for every failure', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'admin', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('refuses an unknown username with the same 401 and message', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'nobody', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('answers 400 when the username or password is missing', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(AUTH_MESSAGES.usernameAndPasswordRequired);
  });

  it('answers 400 when the credentials are not text', async () => {
    const res = await t
      .agent()
      .post('/api/login')
      .send({ username: ['admin'], password: { $ne: 1 } });
    expect(res.status).toBe(400);
  });

  it.each(['inactive', 'suspended'])('refuses to sign in a user whose status is %s', async (status) => {
    await t.createUser({ username: `u-${status}`, password: 'secret-1', role: 'editor', status });
    const res = await t
      .agent()
      .post('/api/login')
      .send({ username: `u-${status}`, password: 'secret-1' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.accountInactive);
  });

  it('refuses to sign in a user whose isActive flag is off', async () => {
    await t.createUser({ username: 'u-flag-off', password: 'secret-1', isActive: false });
    const res = await t.agent().post('/api/login').send({ username: 'u-flag-off', password: 'secret-1' });
    expect(res.status).toBe(401);
  });

  it('gives a new session id at sign-in, so a session id planted before cannot be taken over', async () => {
    const agent = await t.signIn();
    const before = (await t.sql<{ sid: string }>(`SELECT sid FROM session`)).map((r) => r.sid);
    await agent.post('/api/login').send(ADMIN).expect(200);
    const after = (await t.sql<{ sid: string }>(`SELECT sid FROM session`)).map((r) => r.sid);
    expect(after.filter((s) => !before.includes(s))).toHaveLength(1);
  });

  it('keeps the session in PostgreSQL', async () => {
    await t.sql(`DELETE FROM session`);
    await t.signIn();
    const rows = await t.sql<{ sess: { passport: { user: string } } }>(`SELECT sess FROM session`);
    expect(rows).toHaveLength(1);
    expect(rows[0].sess.passport.user).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores no session for a visitor who never signs in', async () => {
    await t.sql(`DELETE FROM session`);
    await t.agent().get('/api/health');
    await t.agent().get('/api/user');
    expect(await t.sql(`SELECT sid FROM session`)).toHaveLength(0);
  });

  it('signs out: the session is ended in the store and the cookie no longer signs in', async () => {
    await t.sql(`DELETE FROM session`);
    const agent = await t.signIn();
    const res = await agent.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUTH_MESSAGES.loggedOut);
    expect(await t.sql(`SELECT sid FROM session WHERE ended_at IS NULL`)).toHaveLength(0);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('answers sign-out with 200 even when nobody is signed in', async () => {
    expect((await t.agent().post('/api/logout')).status).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true)', () => {
  it('marks the cookie Secure when a trusted proxy says the request came over https', async () => {
    const p = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await p.agent().post('/api/login').set('X-Forwarded-Proto', 'https').send(ADMIN);
      expect(res.headers['set-cookie'][0]).toMatch(/; Secure/);
    } finally {
      await p.close();
    }
  });
});

describe('proxies in front of the app (TRUST_PROXY hops, PUBLIC_URL https)', () => {
  /** The address a failed sign-in sent with `forwardedFor` is recorded under, on an app started with `env`. */
  async function clientOf(env: Record<string, string>, forwardedFor: string): Promise<string> {
    const p = await startTestApp({ env });
    try {
      await p
        .agent()
        .post('/api/login')
        .set('X-Forwarded-For', forwardedFor)
        .send({ username: 'nobody-here', password: 'Wrong-1234' })
        .expect(401);
      const [entry] = await waitFor(async () => {
        const rows = await p.sql<{ ip: string }>(`SELECT ip FROM audit_log WHERE action = 'sign-in-failed'`);
        return rows.length ? rows : undefined;
      });
      return entry.ip;
    } finally {
      await p.close();
    }
  }

  it('takes the client two hops back with TRUST_PROXY=2 (a TLS load balancer in front of nginx)', async () => {
    expect(await clientOf({ TRUST_PROXY: '2' }, '203.0.113.5, 198.51.100.7')).toBe('203.0.113.5');
  });

  it('takes the client one hop back by default (nginx alone)', async () => {
    expect(await clientOf({}, '203.0.113.5, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('marks the session cookie Secure when PUBLIC_URL is https, even over plain http with no proxy header', async () => {
    const p = await startTestApp({ env: { PUBLIC_URL: 'https://institute.example' } });
    try {
      const res = await p.agent().post('/api/login').send(ADMIN).expect(200);
      expect(res.headers['set-cookie'][0]).toMatch(/; Secure/);
    } finally {
      await p.close();
    }
  });
});

describe('per-IP limits behind a proxy, an IPv6 client by its /64 (RATE_LIMIT_IPV6_SUBNET)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_FACTOR: '1', LOGIN_IP_MAX_ATTEMPTS: '5' } })));
  afterAll(() => t.close());

  it('counts sign-ins from every address of one /64 on one counter, whatever the usernames, and another /64 on its own', async () => {
    const signIn = (address: string, username: string) =>
      t.agent().post('/api/login').set('X-Forwarded-For', address).send({ username, password: 'Password1' });
    for (let i = 1; i <= 5; i++) expect((await signIn(`2001:db8:9:1:${i}::${i}`, `rotated-${i}`)).status).toBe(401);
    expect((await signIn('2001:db8:9:1:abcd::6', 'rotated-6')).status).toBe(429);
    expect((await signIn('2001:db8:9:2::1', 'rotated-7')).status).toBe(401);
  });

  /** forgot-password allows 5 requests per client in 15 minutes. */
  const forgot = (address: string) =>
    t.agent().post('/api/auth/forgot-password').set('X-Forwarded-For', address).send({ email: 'nobody@example.test' });

  it('counts every address of one /64 on one counter, and another /64 on its own', async () => {
    for (let i = 1; i <= 5; i++) expect((await forgot(`2001:db8:5:6:${i}::${i}`)).status).toBe(200);
    expect((await forgot('2001:db8:5:6:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await forgot('2001:db8:5:7::1')).status).toBe(200);
  });

  it('counts an IPv4 client written as IPv4-mapped IPv6 as that IPv4 address', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? '203.0.113.9' : '::ffff:203.0.113.9')).status).toBe(200);
    expect((await forgot('203.0.113.9')).status).toBe(429);
  });
});

describe('sessions across processes and restarts', () => {
  it('keeps a session valid in a second process and after the first one restarts', async () => {
    const first = await startTestApp();
    const shared = { databaseUrl: first.config.databaseUrl, dataDir: first.config.dataDir };
    const second = await startTestApp(shared);
    try {
      const login = await first.agent().post('/api/login').send(ADMIN).expect(200);
      const cookie = login.headers['set-cookie'][0].split(';')[0];
      expect((await second.agent().get('/api/user').set('Cookie', cookie)).status).toBe(200);
      await second.close();
      const restarted = await startTestApp(shared);
      try {
        expect((await restarted.agent().get('/api/user').set('Cookie', cookie)).status).toBe(200);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60', RATE_LIMIT_FACTOR: '1' } })));
  afterAll(() => t.close());

  it('answers 429 once a username has had its attempts from one IP', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.agent().post('/api/login').send({ username: 'target', password: 'guess' })).status).toBe(401);
    }
    const res = await t.agent().post('/api/login').send({ username: 'target', password: 'guess' });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('still lets another username sign in from the same IP', async () => {
    for (let i = 0; i < 4; i++) await t.agent().post('/api/login').send({ username: 'someone', password: 'guess' });
    expect((await t.agent().post('/api/login').send(ADMIN)).status).toBe(200);
  });

  it('shares the count between processes on one database', async () => {
    const other = await startTestApp({
      databaseUrl: t.config.databaseUrl,
      dataDir: t.config.dataDir,
      env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60', RATE_LIMIT_FACTOR: '1' },
    });
    try {
      for (let i = 0; i < 2; i++) await t.agent().post('/api/login').send({ username: 'shared', password: 'x' });
      await other.agent().post('/api/login').send({ username: 'shared', password: 'x' });
      expect((await other.agent().post('/api/login').send({ username: 'shared', password: 'x' })).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('sign-in limits against spraying', () => {
  let t: TestApp;
  let ip = 0;
  const from = (address: string, username: string, password: string) =>
    t.agent().post('/api/login').set('X-Forwarded-For', address).send({ username, password });
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_FACTOR: '1',
        LOGIN_MAX_ATTEMPTS: '3',
        LOGIN_IP_MAX_ATTEMPTS: '5',
        LOGIN_ACCOUNT_SLOW_AFTER: '3',
        LOGIN_ACCOUNT_DELAY_MS: '1500',
      },
    });
    await t.createUser({ username: 'sec_editor', password: 'secret-1', role: 'editor' });
    await t.createUser({ username: 'slow_target', password: 'secret-1', role: 'editor' });
  });
  afterAll(() => t.close());

  it('answers 429 once one IP has tried its number of sign-ins, whatever the usernames', async () => {
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.10', `sprayed-${i}`, 'Password1')).status).toBe(401);
    const res = await from('203.0.113.10', 'sprayed-5', 'Password1');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('counts the second step of a two-factor sign-in on the same per-IP limit', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < 3; i++) expect((await from(address, `spray2-${i}`, 'Password1')).status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await t.agent().post('/api/login/2fa').set('X-Forwarded-For', address).send({ code: '123456' });
      expect(res.status).toBe(401);
    }
    expect((await from(address, 'spray2-9', 'Password1')).status).toBe(429);
  });

  it('counts the username as PostgreSQL compares it: sec_edİtor is sec_editor', async () => {
    expect((await from('203.0.113.20', 'sec_edİtor', 'wrong')).status).toBe(401);
    expect((await from('203.0.113.20', 'SEC_EDİTOR', 'wrong')).status).toBe(401);
    expect((await from('203.0.113.20', 'sec_editor', 'wrong')).status).toBe(401);
    expect((await from('203.0.113.20', 'sec_editor', 'secret-1')).status).toBe(429);
  });

  it('slows, never locks out, an account tried from many IPs: the right password still signs in, after the delay', async () => {
    for (let i = 0; i < 3; i++) expect((await from(`198.51.100.${++ip}`, 'slow_target', `guess-${i}`)).status).toBe(401);
    const started = Date.now();
    const res = await from(`198.51.100.${++ip}`, 'Slow_Target', 'secret-1');
    expect(res.status).toBe(200);
    // A lower bound only: the answer cannot come sooner than the account's delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });
});

describe('staff sessions end', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' } })));
  afterAll(() => t.close());

  const sessionOf = async (agent: Awaited<ReturnType<TestApp['signIn']>>) => {
    const res = await agent.get('/api/user').expect(200);
    const cookie = decodeURIComponent(String(res.headers['set-cookie'] ?? ''));
    const sid = /institute\.sid=s:([^.;]+)/.exec(cookie)?.[1] ?? '';
    return { res, cookie, sid };
  };

  it('after the idle timeout: the cookie and the stored session last SESSION_IDLE_MINUTES from the last request', async () => {
    const agent = await t.signIn();
    const { cookie, sid } = await sessionOf(agent);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
    expect(expires - Date.now()).toBeGreaterThan(1700_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(1800_000);
    const [row] = await t.sql<{ left: number }>(
      `SELECT floor(extract(epoch FROM expire - now()))::int AS left FROM session WHERE sid = $1`,
      [sid],
    );
    expect(row.left).toBeGreaterThan(1700);
    expect(row.left).toBeLessThanOrEqual(1800);
  });

  it('after the absolute lifetime, however active: a session signed in SESSION_MAX_HOURS ago is signed out', async () => {
    const agent = await t.signIn();
    const { sid } = await sessionOf(agent);
    const eightHoursAgo = Date.now() - 8 * 3600_000 - 1000;
    await t.sql(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
      sid,
      eightHoursAgo,
    ]);
    expect((await agent.get('/api/user')).status).toBe(401);
    expect(await t.sql(`SELECT sid FROM session WHERE sid = $1 AND ended_at IS NULL`, [sid])).toEqual([]);
  });

  it('not before: a session signed in less than SESSION_MAX_HOURS ago goes on', async () => {
    const agent = await t.signIn();
    const { sid } = await sessionOf(agent);
    await t.sql(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
      sid,
      Date.now() - 7 * 3600_000,
    ]);
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});

describe('self-registration', () => {
  it('is refused with 403 when ALLOW_REGISTRATION is off (the default)', async () => {
    const t = await startTestApp();
    try {
      const res = await t.agent().post('/api/register').send({ username: 'visitor', password: 'Visitor123' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Registration is disabled');
      expect(await t.sql(`SELECT id FROM users WHERE username = 'visitor'`)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  describe('when ALLOW_REGISTRATION is on', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { ALLOW_REGISTRATION: 'true' } })));
    afterAll(() => t.close());

    it('creates a signed-in viewer', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/register').send({ username: 'visitor', password: 'Visitor123', role: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('viewer');
      expect((await agent.get('/api/user')).body.username).toBe('visitor');
    });

    it('applies the reset page password rules', async () => {
      const res = await t.agent().post('/api/register').send({ username: 'weak', password: 'alllowercase' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'password', message: AUTH_MESSAGES.passwordStrength }]);
    });

    it('answers 409 for a username already taken', async () => {
      const res = await t.agent().post('/api/register').send({ username: 'Admin', password: 'Visitor123' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('Username already exists');
    });
  });
});

import { AUTH_MESSAGES } from '@institute/shared';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resetLink, startSmtpServer, waitFor } from '../support/mail';
import { startTestApp, type TestApp } from '../support/app';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset with the mail outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.createUser({ username: 'kamala', password: 'secret-1', email: 'kamala@institute.test', role: 'editor' });
  });
  afterAll(() => t.close());

  const outbox = () => {
    try {
      return readdirSync(t.config.mailOutboxDir).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const requestLink = async (email = 'kamala@institute.test') => {
    const before = new Set(outbox());
    await t.agent().post('/api/auth/forgot-password').send({ email }).expect(200);
    const file = await waitFor(() => outbox().find((f) => !before.has(f)));
    return resetLink(readFileSync(join(t.config.mailOutboxDir, file), 'utf8'));
  };
  const reset = (token: string, newPassword: string) => t.agent().post('/api/auth/reset-password').send({ token, newPassword });

  it('answers a known address with the success message and writes the mail as an .eml file', async () => {
    const link = await requestLink();
    expect(link.startsWith('http://institute.test/reset-password?token=')).toBe(true);
  });

  it('keeps the outbox (live reset links) readable by the owner only, and logs no address', async () => {
    await requestLink();
    for (const file of outbox()) expect(statSync(join(t.config.mailOutboxDir, file)).mode & 0o777).toBe(0o600);
    expect(t.logger.text()).not.toContain('kamala@institute.test');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = outbox().length;
    const known = await t.agent().post('/api/auth/forgot-password').send({ email: 'kamala@institute.test' });
    const unknown = await t.agent().post('/api/auth/forgot-password').send({ email: 'nobody@institute.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ success: true, message: 'Password reset link sent successfully' });
    await waitFor(() => (outbox().length === before + 1 ? true : undefined));
    await new Promise((r) => setTimeout(r, 200));
    expect(outbox().length).toBe(before + 1);
  });

  it('answers before looking the address up, so known and unknown addresses take the same time', async () => {
    const before = outbox().length;
    // While the users table is locked no lookup can finish: only an answer given first arrives.
    await t.sql('BEGIN');
    await t.sql('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      for (const email of ['kamala@institute.test', 'nobody@institute.test']) {
        const res = await t.agent().post('/api/auth/forgot-password').send({ email });
        expect(res.body).toEqual({ success: true, message: 'Password reset link sent successfully' });
      }
    } finally {
      await t.sql('COMMIT');
    }
    // The known address still gets its link once the work after the answer has run.
    await waitFor(() => (outbox().length === before + 1 ? true : undefined));
  }, 15_000);

  it("answers 400 'Please enter a valid email address' for a malformed address", async () => {
    const res = await t.agent().post('/api/auth/forgot-password').send({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a valid email address');
  });

  it('stores only a hash of the token', async () => {
    const token = tokenOf(await requestLink());
    const rows = await t.sql<{ token_hash: string }>(`SELECT token_hash FROM password_reset_tokens`);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('rejects a new password shorter than 8 characters with the length message', async () => {
    const res = await reset(tokenOf(await requestLink()), 'Ab1');
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject([{ field: 'newPassword', message: 'Password must be at least 8 characters' }]);
  });

  it('rejects a new password without upper, lower and digit with the strength message', async () => {
    const res = await reset(tokenOf(await requestLink()), 'onlylowercase');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(AUTH_MESSAGES.passwordStrength);
  });

  it("rejects a missing token with 'Invalid reset token'", async () => {
    const res = await t.agent().post('/api/auth/reset-password').send({ newPassword: 'Kathmandu2083' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid reset token');
  });

  it('rejects an unknown token', async () => {
    const res = await reset('made-up-token', 'Kathmandu2083');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(AUTH_MESSAGES.expiredResetToken);
  });

  it('sets the new password once, and the same link cannot be used again', async () => {
    const token = tokenOf(await requestLink());
    expect((await reset(token, 'Pokhara2083')).body).toEqual({ success: true, message: 'Password Reset Successful' });
    expect((await t.agent().post('/api/login').send({ username: 'kamala', password: 'Pokhara2083' })).status).toBe(200);
    expect((await reset(token, 'Another2083')).status).toBe(400);
  });

  it('rejects a token older than one hour', async () => {
    const token = tokenOf(await requestLink());
    await t.sql(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE NOT is_used`);
    expect((await reset(token, 'Expired2083')).status).toBe(400);
  });

  it('signs the user out everywhere once the password is reset', async () => {
    const session = await t.signIn('kamala', 'Pokhara2083');
    await reset(tokenOf(await requestLink()), 'Lalitpur2083').expect(200);
    expect((await session.get('/api/user')).status).toBe(401);
  });

  it('voids earlier links when one of them is used', async () => {
    const older = tokenOf(await requestLink());
    const newer = tokenOf(await requestLink());
    await reset(newer, 'Bhaktapur2083').expect(200);
    expect((await reset(older, 'Janakpur2083')).status).toBe(400);
  });

  it('sends no link to an inactive account', async () => {
    await t.createUser({ username: 'dormant', password: 'secret-1', email: 'dormant@institute.test', status: 'inactive' });
    const before = outbox().length;
    await t.agent().post('/api/auth/forgot-password').send({ email: 'dormant@institute.test' }).expect(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(outbox().length).toBe(before);
  });
});

describe('password reset through a real SMTP server', () => {
  it('mails a link that, followed, resets the password so the user can sign in with it', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Institute <no-reply@institute.test>' } });
    try {
      await t.createUser({ username: 'hari', password: 'secret-1', email: 'hari@institute.test' });
      await t.agent().post('/api/auth/forgot-password').send({ email: 'hari@institute.test' }).expect(200);
      const mail = await waitFor(() => smtp.inbox.find((m) => m.to.includes('hari@institute.test')));
      expect(mail.raw).toMatch(/^From: Institute <no-reply@institute\.test>/m);
      const link = resetLink(mail.raw);
      expect(link.startsWith('http://institute.test/reset-password?token=')).toBe(true);
      const token = new URL(link).searchParams.get('token');
      await t.agent().post('/api/auth/reset-password').send({ token, newPassword: 'Dharan2083' }).expect(200);
      expect((await t.agent().post('/api/login').send({ username: 'hari', password: 'Dharan2083' })).status).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

import type { AuditEntry } from '@institute/shared';
import { LOCALE_MESSAGES } from '@institute/shared';
import type TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

/** Each staff member's language of the back office, kept on the account (docs/api.md, Staff language). */
describe('the staff language', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const editor = async (username: string) => {
    await t.createUser({ username, password: 'Editor-Pass-2064', role: 'editor' });
    return t.signIn(username, 'Editor-Pass-2064');
  };

  it('is English for a new account', async () => {
    const agent = await editor('lang-new');
    expect((await agent.get('/api/user')).body.locale).toBe('en');
  });

  it('is kept on the account: a later sign-in, in another browser, finds नेपाली', async () => {
    const agent = await editor('lang-ne');
    const res = await agent.put('/api/user/locale').send({ locale: 'ne' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'lang-ne', locale: 'ne' });
    const elsewhere = await t.signIn('lang-ne', 'Editor-Pass-2064');
    expect((await elsewhere.get('/api/user')).body.locale).toBe('ne');
  });

  it('refuses a language it does not speak, or another field, changing nothing', async () => {
    const agent = await editor('lang-bad');
    const wrong = await agent.put('/api/user/locale').send({ locale: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ field: 'locale', message: LOCALE_MESSAGES.invalidLocale, code: 'locale.invalidLocale' }]);
    expect((await agent.put('/api/user/locale').send({ locale: 'ne', role: 'admin' })).status).toBe(400);
    expect((await agent.get('/api/user')).body).toMatchObject({ locale: 'en', role: 'editor' });
  });

  it('is for the signed-in user only', async () => {
    expect((await t.agent().put('/api/user/locale').send({ locale: 'ne' })).status).toBe(401);
  });

  it('records the change in the audit log', async () => {
    const agent = await editor('lang-audit');
    await agent.put('/api/user/locale').send({ locale: 'ne' });
    const entry = await waitFor(async () => {
      const res = await admin.get('/api/admin/audit-log').query({ filter: JSON.stringify({ action: 'language' }) });
      return (res.body as AuditEntry[]).find((e) => e.username === 'lang-audit');
    });
    expect(entry).toMatchObject({ entity: 'users', username: 'lang-audit' });
  });
});

import { type APIRequestContext, type Page } from '@playwright/test';
import { USER_MESSAGES } from '@institute/shared';
import { generate } from 'otplib';
import { expectAccessible } from '../../e2e-support/axe';
import { ACCOUNTS } from './support/accounts';
import { expect, field, notice, signIn, test } from './support/fixtures';

const PASSWORD = 'Account-e2e-2083';

/** An administrator's API session, to make the records a test needs. */
async function asAdmin(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: ACCOUNTS.admin });
  expect(res.ok()).toBe(true);
  return request;
}

/** A new editor of this test's own, so no other test sees its sessions or its 2FA. */
async function newEditor(request: APIRequestContext, name: string): Promise<string> {
  const username = `${name}-${Date.now().toString(36)}`;
  const res = await (await asAdmin(request)).post('/api/admin/users', { data: { username, password: PASSWORD, role: 'editor' } });
  expect(res.status()).toBe(201);
  return username;
}

async function passwordStep(page: Page, username: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The code of the authenticator app `steps` time steps from now (a code accepted once is refused after). */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('sets up two-factor sign-in, downloads the recovery codes, and signs in with a generated code', async ({ page, request }) => {
  const username = await newEditor(request, 'twofa');
  await passwordStep(page, username);
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('off');
  await page.getByRole('button', { name: 'Set up' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'Security, the two-factor setup');
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Enable' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.trim().split('\n')).toEqual(await codes.allTextContents());
  await expect(page.getByTestId('two-factor-status')).toContainText('on');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await passwordStep(page, username);
  const step = page.getByRole('form', { name: 'Two-factor authentication' });
  await expect(step.getByLabel('Authentication code')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page, 'sign-in, the second step');
  await step.getByLabel('Authentication code').fill(await codeAt(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);

  // Changing the password asks for the current one and, with 2FA on, a code (here a recovery code).
  const [recoveryCode] = text.trim().split('\n');
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('Code or recovery code').fill(recoveryCode);
  await page.getByLabel('New password', { exact: true }).fill('Changed-e2e-2083');
  await page.getByLabel('Confirm password').fill('Changed-e2e-2083');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(notice(page, USER_MESSAGES.passwordUpdated)).toBeVisible();
});

test('signs out a session from another browser: that browser is then signed out', async ({ page, browser, request, server }) => {
  const username = await newEditor(request, 'sessions');
  const other = await browser.newContext({ baseURL: server.url });
  const otherPage = await other.newPage();
  await passwordStep(otherPage, username);
  await expect(otherPage.getByTestId('header-username')).toHaveText(username);

  await passwordStep(page, username);
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await page.getByRole('link', { name: 'Security' }).click();
  const rows = page.getByRole('table', { name: 'Sessions' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasNotText: 'This device' }).nth(1).getByRole('button', { name: 'Sign out' }).click();
  await expect(rows).toHaveCount(2);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();
});

test('compares a revision of a notice with the current text and restores it', async ({ page, request }) => {
  const admin = await asAdmin(request);
  const created = await (
    await admin.post('/api/admin/news', { data: { title: 'Revision notice', content: 'The original text', excerpt: 'Short' } })
  ).json();
  await admin.put(`/api/admin/news/${created.id}`, { data: { content: 'An overwritten text' } });

  await signIn(page, 'editor', `/admin/news/${created.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const revisions = page.getByRole('list', { name: 'Revision list' });
  await revisions.getByRole('button', { name: /create/ }).click();
  const changed = page.getByRole('table', { name: 'Comparison' }).locator('tr[data-changed="true"]');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('The original text');
  await expect(changed).toContainText('An overwritten text');
  await expectAccessible(page, 'news Edit, a revision compared');
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(revisions.getByRole('button')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(field(page, 'Content')).toHaveValue('The original text');
});

import { ROLE_LABELS } from '@institute/shared';
import { expect, notice, noticesSettled, signIn, startSession, signInWithForm, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';

const SIGN_IN_FORM = { name: 'Sign in' } as const;

test('sends a signed-out visitor to the public sign-in page, saying where they were going', async ({ page }) => {
  await page.goto('/admin/news?x=1');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fnews%3Fx%3D1$/);
  await expect(page.getByRole('form', SIGN_IN_FORM)).toBeVisible();
  // The dashboard itself needs no return address.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('after signing in, returns the visitor to the screen they were going to', async ({ page }) => {
  await page.goto('/admin/team');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fteam$/);
  const form = page.getByRole('form', SIGN_IN_FORM);
  await form.getByLabel('Username').fill(ACCOUNTS.admin.username);
  await form.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
});

test('ignores a return address outside the back office', async ({ page }) => {
  await page.goto('/auth?returnTo=https%3A%2F%2Fevil.example%2Fadmin');
  const form = page.getByRole('form', SIGN_IN_FORM);
  await form.getByLabel('Username').fill(ACCOUNTS.admin.username);
  await form.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('the former /admin/login sends a signed-out visitor to /auth too', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole('form', SIGN_IN_FORM)).toBeVisible();
});

test('signs in on /auth, is welcomed in the back office once, shows username and role, and logs out to /', async ({ page }) => {
  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(notice(page, 'Login successful')).toBeVisible();
  await expect(notice(page, 'Welcome to the admin panel')).toBeVisible();
  await expect(page.getByTestId('header-role')).toHaveText(ROLE_LABELS.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A reload is not a new sign-in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await noticesSettled(page);
  await expect(notice(page, 'Login successful')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a session signed in earlier opens the back office with no sign-in notice', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: ACCOUNTS.editor });
  expect(login.status()).toBe(200);
  // The same session as an hour later: its sign-in time is an hour old.
  await page.route('**/api/user', async (route) => {
    const answer = await route.fetch();
    const user = await answer.json();
    await route.fulfill({ response: answer, json: { ...user, lastLoginAt: new Date(Date.now() - 3_600_000).toISOString() } });
  });
  await page.goto('/admin');
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS.editor.username);
  await noticesSettled(page);
  await expect(notice(page, 'Login successful')).toHaveCount(0);
});

test('sends a signed-in user who opens a sign-in page to the dashboard', async ({ page }) => {
  await startSession(page, 'editor');
  for (const path of ['/admin/login', '/auth', '/login']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/?$/);
    await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS.editor.username);
  }
});

test('signs out to /auth when the session ends behind the app’s back (401)', async ({ page }) => {
  await signIn(page, 'admin', '/admin/news');
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  await page.request.post('/api/logout');
  await page.getByRole('menu').getByText('Team', { exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fteam$/);
  await expect(page.getByRole('form', SIGN_IN_FORM)).toBeVisible();
});

import { ROLE_LABELS } from '@institute/shared';
import { expect, signIn, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';

test('sends a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('refuses a wrong password with the server message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('.MuiSnackbarContent-message')).toContainText('Invalid username or password');
});

test('signs in, shows username and role in the header, and logs out to the public home page', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('header-role')).toHaveText(ROLE_LABELS.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('sends a signed-in user who opens the sign-in page to the dashboard', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS.editor.username);
});

test('signs out to the sign-in page when the session ends behind the app’s back (401)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/news');
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  await page.request.post('/api/logout');
  await page.getByRole('menu').getByText('Team', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

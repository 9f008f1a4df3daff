import { AUTH_MESSAGES } from '../../libs/shared/src/index';
import { AdminApi } from './support/admin-api';
import { ADMIN } from './support/fixtures';
import { resetTokenFor } from './support/mail';
import { expect, pauseClock, runClockUntilVisible, test } from './support/test';

test.describe('sign-in screen', () => {
  test('asks for both fields and links to the reset request', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.usernameAndPasswordRequired })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  test('shows the server message when sign-in fails', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('.toast')).toContainText('Login failed');
    await expect(page.locator('.toast')).toContainText(AUTH_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('offers registration and reports when it is closed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill('newcomer');
    await form.getByLabel(/^Password/).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText(AUTH_MESSAGES.passwordMin8)).toBeVisible();
    await form.getByLabel(/^Password/).fill('Newcomer123');
    await form.getByLabel('Confirm Password').fill('Newcomer123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('.toast')).toContainText('Registration failed');
    await expect(page.locator('.toast')).toContainText(AUTH_MESSAGES.registrationDisabled);
  });
});

test.describe('password reset', () => {
  test('the request form checks the address, confirms and clears', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(AUTH_MESSAGES.invalidEmail)).toBeVisible();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetLinkSent)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  test('without a token the reset page says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });

  test('the reset form applies the password rules and shows a refused token', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordMin8)).toBeVisible();
    await page.getByLabel('New Password').fill('alllowercase1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordStrength)).toBeVisible();
    await page.getByLabel('New Password').fill('GoodPassw0rd');
    await page.getByLabel('Confirm Password').fill('GoodPassw0rx');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordsDontMatch)).toBeVisible();
    await page.getByLabel('Confirm Password').fill('GoodPassw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /reset link|token/i })).toBeVisible();
  });

  // The move to /login 3 seconds after: its own test below, on a fake clock.
  test('a mailed link resets the password', async ({ page, baseURL, server }) => {
    const email = `staff-${Date.now()}@example.com`;
    const api = await AdminApi.signIn(baseURL!);
    await api.post('/api/admin/users', { username: `staff${Date.now()}`, email, password: 'Initial-Pass1', role: 'editor' });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetLinkSent)).toBeVisible();
    const token = await resetTokenFor(server.outboxDir, email);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New Password').fill('BrandNew-Pass9');
    await page.getByLabel('Confirm Password').fill('BrandNew-Pass9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: AUTH_MESSAGES.passwordResetDone })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login Now' })).toBeVisible();
  });
});

test('the reset success state waits 3 seconds before going to /login', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/auth/reset-password', (route) => route.fulfill({ json: { success: true } }));
  await page.goto('/reset-password?token=abc');
  await page.getByLabel('New Password').fill('BrandNew-Pass9');
  await page.getByLabel('Confirm Password').fill('BrandNew-Pass9');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await runClockUntilVisible(page, page.getByRole('heading', { name: AUTH_MESSAGES.passwordResetDone }));
  await page.clock.runFor(2900);
  await expect(page).toHaveURL(/\/reset-password\?token=abc$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Portal' })).toBeVisible();
});

import { AUTH_MESSAGES } from '@institute/shared';
import { expect, notice, signIn, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';

test('an editor sees neither Users, Site Configuration nor Activity and is refused the users screen', async ({ page }) => {
  await signIn(page, 'editor');
  const menu = page.getByRole('menu');
  await expect(menu.getByText('News', { exact: true })).toBeVisible();
  await expect(menu.getByText('Applications', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Certificates' })).toBeVisible();
  await expect(menu.getByText('Users', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Site Configuration', { exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  await expect(page.getByText(/not authorized|access denied/i).first()).toBeVisible();
});

test('a viewer reads content but cannot save or import, and does not see submissions', async ({ page }) => {
  await signIn(page, 'viewer');
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Contact Messages', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Applications', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Certificates', { exact: true })).toBeVisible();

  await page.goto('/admin/news');
  await expect(page.getByTestId('record-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add News' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto('/admin/news/create');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/admin/about');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/admin/certificates');
  await expect(page.getByRole('link', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Certificate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);

  // Even a hand-made request is refused by the server, and the app stays signed in.
  const refused = await page.request.post('/api/admin/news', { data: { title: 't', excerpt: 'e', content: 'c' } });
  expect(refused.status()).toBe(403);
  await page.goto('/admin/statistics');
  await expect(page.getByTestId('header-username')).toBeVisible();
});

test('a 403 shows a notice and leaves the user where they were', async ({ page }) => {
  // Roles are the same table on both sides, so the app never sends a call the server refuses;
  // the answer is staged to see what the app does with one.
  await signIn(page, 'editor', '/admin/statistics');
  await page.getByTestId('record-card').first().getByRole('link', { name: 'Edit' }).click();
  const editUrl = page.url();
  await page.route('**/api/admin/statistics/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 403, error: AUTH_MESSAGES.forbidden, message: AUTH_MESSAGES.forbidden }),
        })
      : route.continue(),
  );
  await page.getByRole('textbox', { name: 'Value', exact: true }).fill('999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Error updating statistic')).toBeVisible();
  await expect(notice(page, AUTH_MESSAGES.forbidden)).toBeVisible();
  expect(page.url()).toBe(editUrl);
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS.editor.username);
});

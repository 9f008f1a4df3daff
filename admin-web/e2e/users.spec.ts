import { AUTH_MESSAGES, USER_MESSAGES } from '@institute/shared';
import { expect, field, notice, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

test('creates a user, edits, changes the password, deactivates and deletes them', async ({ page }) => {
  const username = `clerk${Date.now().toString(36)}`;
  await page.goto('/admin/users');
  for (const label of ['Total Users', 'Active Users', 'Administrators', 'Editors'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const column of ['User', 'Role', 'Status', 'Last Login', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader').filter({ hasText: new RegExp(`^${column}$`) })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Create User' }).click();
  await field(page, 'Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.usernameRequired)).toBeVisible();
  await expect(page.getByText(USER_MESSAGES.passwordMin6)).toBeVisible();
  await expect(page.getByText(USER_MESSAGES.invalidEmail)).toBeVisible();
  await field(page, 'Username').fill(username);
  await field(page, 'Email').fill(`${username}@institute.edu.np`);
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, USER_MESSAGES.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Editor'); // the create form's default role

  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  await field(page, 'First name').fill('Sita');
  await field(page, 'Last name').fill('Sharma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, USER_MESSAGES.updated)).toBeVisible();
  await expect(row).toContainText('Sita Sharma');

  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByLabel('Confirm password').fill('different');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText(AUTH_MESSAGES.passwordMin8)).toBeVisible();
  await expect(dialog.getByText(AUTH_MESSAGES.passwordsDontMatch)).toBeVisible();
  await dialog.getByLabel('New password').fill('Pokhara-2083');
  await dialog.getByLabel('Confirm password').fill('Pokhara-2083');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(notice(page, USER_MESSAGES.passwordUpdated)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(notice(page, USER_MESSAGES.statusUpdated)).toBeVisible();
  await expect(row).toContainText('inactive');
  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Activate' })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  await expect(page.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, USER_MESSAGES.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('shows the server’s reason when an administrator tries to delete their own account', async ({ page }) => {
  await page.goto('/admin/users');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Administrator' })
    .filter({ hasText: /^admin/ });
  await row.getByRole('button', { name: 'Actions for admin' }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Failed to delete user')).toBeVisible();
  await expect(notice(page, USER_MESSAGES.cannotDeleteSelf)).toBeVisible();
});

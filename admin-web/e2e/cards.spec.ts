import { REQUIRED_MESSAGES } from '@institute/shared';
import { expect, field, notice, startSession, test } from './support/fixtures';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(({ page }) => startSession(page, 'admin'));

test('adds a team member with an uploaded photo, edits, clears the photo and deletes after the confirm', async ({ page }) => {
  const name = `Ram Thapa ${Date.now().toString(36)}`;
  await page.goto('/admin/team/create');
  await field(page, 'Qualification').fill('B.E. Electrical');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REQUIRED_MESSAGES.name)).toBeVisible();
  await expect(page.getByText(REQUIRED_MESSAGES.position)).toBeVisible();
  await field(page, 'Name').fill(name);
  await field(page, 'Position').fill('Electrical Instructor');
  await page.getByTestId('upload-photoUrl').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(field(page, 'Photo URL')).toHaveValue(/^\/uploads\/.+\.png$/);
  await expect(page.getByRole('img', { name: 'Photo URL preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Team member created successfully')).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: name });
  await expect(card).toContainText('Electrical Instructor');

  await card.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(notice(page, 'Photo URL cleared')).toBeVisible();
  await expect(field(page, 'Photo URL')).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Team member updated successfully')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this team member?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Team member deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('programs: the Active switch, and delete without a confirm', async ({ page }) => {
  const title = `Mobile Phone Repair ${Date.now().toString(36)}`;
  await page.goto('/admin/programs/create');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Repair of smartphones and feature phones.');
  await field(page, 'Category').fill('Electronics');
  await field(page, 'Duration').fill('390 hours');
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Program created successfully')).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: title });
  await expect(card).toContainText('Inactive');
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Program deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('downloads: typing a file URL fills the file name, and sizes are shown by the size rules', async ({ page }) => {
  await page.goto('/admin/downloads/create');
  await field(page, 'Title').fill('Admission form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in all required fields including file URL').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'NOSS/OSS/OP' }).click();
  await field(page, 'File URL').fill('/demo/admission-form-2083.pdf');
  await expect(field(page, 'File name')).toHaveValue('admission-form-2083.pdf');
  await page.getByRole('spinbutton', { name: 'File size (bytes)' }).fill('1536');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Download created successfully')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: 'admission-form-2083.pdf' });
  await expect(row).toContainText('1.5 KB');
  await expect(row).toContainText('NOSS/OSS/OP');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Download deleted successfully')).toBeVisible();
});

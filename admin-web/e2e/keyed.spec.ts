import { CONTENT_MESSAGES, REQUIRED_MESSAGES, STATISTIC_MESSAGES } from '@institute/shared';
import { expectAccessible } from '../../e2e-support/axe';
import { expect, field, notice, startSession, test } from './support/fixtures';

test.beforeEach(({ page }) => startSession(page, 'admin'));

test('adds a statistic, edits its value and Nepali label (not its key or English label) and deletes it', async ({ page }) => {
  const key = `trainedWomen${Date.now().toString(36)}`;
  await page.goto('/admin/statistics');
  await expect(page.getByText('These statistics appear on the public homepage in the order shown here.')).toBeVisible();
  await page.getByRole('link', { name: 'Add Statistic' }).click();
  await field(page, 'Key').fill('2bad key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(STATISTIC_MESSAGES.invalidKey)).toBeVisible();
  await expect(page.getByText(REQUIRED_MESSAGES.label)).toBeVisible();
  await expect(page.getByText(REQUIRED_MESSAGES.value)).toBeVisible();
  await field(page, 'Key').fill(key);
  await field(page, 'Label').fill('Women Trained');
  await field(page, 'Value').fill('1,204');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Statistic created successfully')).toBeVisible();
  const card = page.getByTestId('record-card').filter({ hasText: key });
  await expect(card).toContainText('1,204');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/statistics/${key}$`));
  await expect(field(page, 'Label')).toHaveValue('Women Trained');
  await expect(field(page, 'Label')).not.toBeEditable(); // the value, and the Nepali texts only
  const label = page.getByTestId('bilingual-label');
  await label.getByRole('tab', { name: 'नेपाली' }).click();
  await field(page, 'Label (नेपाली)').fill('प्रशिक्षित महिला');
  await field(page, 'Value').fill('1,310');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Statistic updated successfully')).toBeVisible();
  await expect(card).toContainText('1,310');
  await expect(card.getByTestId('nepali-badge')).toHaveText('नेपाली ✓');

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Statistic deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('updates an about section and shows it in the preview', async ({ page }) => {
  await page.goto('/admin/about');
  await page.getByRole('tab', { name: 'Vision' }).click();
  const text = `A skilled worker in every household (${Date.now().toString(36)})`;
  await field(page, 'Content').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REQUIRED_MESSAGES.content)).toBeVisible();
  await field(page, 'Title').fill('Our Vision');
  await field(page, 'Content').fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Vision content updated successfully')).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: text })).toBeVisible();
  await expect(page.getByText(/Last updated: /)).toBeVisible();
});

test('saves the site configuration with one button and checks each value by its kind', async ({ page }) => {
  await page.goto('/admin/site-configuration');
  for (const title of ['Basic Information', 'Branding', 'Section Images', 'Social Media Links']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await field(page, 'Contact e-mail').fill('not-an-address');
  await field(page, 'Facebook').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText(CONTENT_MESSAGES.invalidEmail)).toBeVisible();
  await expect(page.getByText(CONTENT_MESSAGES.invalidLink)).toBeVisible();
  await expectAccessible(page, 'site configuration, its errors shown');

  const name = `Kathmandu Skills Centre ${Date.now().toString(36)}`;
  await field(page, 'Contact e-mail').fill('office@skills.edu.np');
  await field(page, 'Facebook').fill('https://facebook.com/skills');
  await field(page, 'Site name').fill(name);
  await field(page, 'Logo URL').fill('/missing-logo.png');
  await expect(page.getByText('Failed to load image. Please check the URL.')).toBeVisible();
  await field(page, 'Logo URL').fill('');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(notice(page, 'Site configuration updated successfully')).toBeVisible();
  const settings = await (await page.request.get('/api/site-settings')).json();
  expect(settings.find((s: { key: string }) => s.key === 'siteName').value).toBe(name);
  // The header carries the institute's name from the settings.
  await page.reload();
  await expect(page.getByTestId('header-site-name')).toHaveText(name);
});

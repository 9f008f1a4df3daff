import { LOCALE_NAMES } from '@institute/shared';
import englishMessages from 'ra-language-english';
import { PRODUCT_NE } from '../src/i18n/product';
import { RA_NE } from '../src/i18n/ra-ne';
import { ACCOUNTS } from './support/accounts';
import { expect, openScreen, test } from './support/fixtures';

/**
 * The back office follows the language kept on the signed-in user's account (docs/back-office.md,
 * Languages): react-admin's own texts in Nepali for a user who chose नेपाली, in English for the others.
 */
test('a staff member whose language is नेपाली gets react-admin’s own texts in Nepali; the others English', async ({ page, browser }) => {
  const username = `nepali-${Date.now().toString(36)}`;
  const password = 'Nepali-Pass-2083';
  expect((await page.request.post('/api/login', { data: ACCOUNTS.admin })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/users', { data: { username, password, role: 'editor' } })).status()).toBe(201);
  expect((await page.request.post('/api/login', { data: { username, password } })).ok()).toBe(true);
  expect((await page.request.put('/api/user/locale', { data: { locale: 'ne' } })).ok()).toBe(true);
  await page.goto('/admin/news/create');
  await expect(page.getByRole('button', { name: RA_NE.action.save })).toBeVisible();

  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  expect((await other.request.post('/api/login', { data: ACCOUNTS.editor })).ok()).toBe(true);
  await other.goto('/admin/news/create');
  await expect(other.getByRole('button', { name: englishMessages.ra.action.save })).toBeVisible();
  await other.close();
});

test('a signed-out staff member whose browser asks for Nepali first is sent to the Nepali sign-in page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ne-NP' });
  const page = await context.newPage();
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/ne\/auth\?returnTo=%2Fadmin%2Fnews$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await context.close();
});

test('a staff member who chooses नेपाली in Security gets the next screens in Nepali, counts in Devanagari digits', async ({ page }) => {
  const username = `bhasha-${Date.now().toString(36)}`;
  const password = 'Bhasha-Pass-2083';
  expect((await page.request.post('/api/login', { data: ACCOUNTS.admin })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/users', { data: { username, password, role: 'editor' } })).status()).toBe(201);
  expect((await page.request.post('/api/login', { data: { username, password } })).ok()).toBe(true);
  await page.goto('/admin/security');
  await page.getByRole('combobox', { name: 'Language of the back office' }).click();
  await page.getByRole('option', { name: LOCALE_NAMES.ne }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NE.app.menu.security })).toBeVisible();

  // The next screen follows it; each screen in Nepali is checked word by word in accessibility.spec.ts.
  await openScreen(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NE.app.menu.dashboard })).toBeVisible();
  await expect(page.getByTestId(`count-${PRODUCT_NE.app.dashboard.publishedNotices}`)).toHaveText(/^[०-९]+$/);
});

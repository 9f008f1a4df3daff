import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { tabTo } from '../../e2e-support/keyboard';
import { ACCOUNTS } from './support/accounts';
import { expect, field, notice, startSession, test } from './support/fixtures';

/**
 * The staff's tasks with the keyboard alone (docs/back-office.md, Accessibility): Tab, typing,
 * Enter, Space and the arrow keys, no click and no fill; every control Tab stops at shows its focus.
 */

const PASSWORD = 'Keyboard-e2e-2083';
const stamp = () => Date.now().toString(36);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Tabs to `target` and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Chooses `option` of the MUI select `select` (focused by Tab): opened with Enter, moved with the arrow keys, chosen with Enter. */
async function choose(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let i = 0; i < 10 && !(await wanted.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(option);
}

test('a staff member with two-factor sign-in signs in, both steps, with the keyboard alone', async ({ page, request }) => {
  const username = `keys-${stamp()}`;
  expect((await request.post('/api/login', { data: ACCOUNTS.admin })).ok()).toBe(true);
  expect((await request.post('/api/admin/users', { data: { username, password: PASSWORD, role: 'editor' } })).status()).toBe(201);
  expect((await request.post('/api/login', { data: { username, password: PASSWORD } })).ok()).toBe(true);
  const { secret } = await (await request.post('/api/user/two-factor/setup', { data: { password: PASSWORD } })).json();
  const enabled = await request.post('/api/user/two-factor/enable', { data: { password: PASSWORD, code: await generate({ secret }) } });
  expect(enabled.ok()).toBe(true);

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await typeInto(page, form.getByLabel('Username'), username);
  await typeInto(page, form.getByLabel('Password'), PASSWORD);
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: /code/i }).first();
  await expect(code).toBeVisible();
  await tabTo(page, code);
  // The next step's code: the one the setup was enabled with is spent.
  await page.keyboard.type(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-username')).toHaveText(username);
});

test('an editor writes a news item with its Nepali title and an image from the media library, and publishes it, with the keyboard alone', async ({
  page,
}) => {
  await startSession(page, 'editor');
  const s = stamp();
  const name = `keys-${s}.png`;
  const uploaded = await page.request.post('/api/admin/uploads', { multipart: { file: { name, mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status()).toBe(201);
  const { url } = await uploaded.json();

  await page.goto('/admin/news/create');
  await typeInto(page, field(page, 'Title'), `Keyboard notice ${s}`);
  // The Nepali tab of the title: Tab reaches the selected tab, the arrow key the other, Enter opens it.
  await tabTo(page, page.getByRole('tab', { name: 'English' }).first(), { back: true });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: /नेपाली|Nepali/ }).first(), `किबोर्ड सूचना ${s}`);
  await typeInto(page, field(page, 'Excerpt'), 'Typed without a mouse.');
  await typeInto(page, field(page, 'Content'), 'Every step with the keyboard.');
  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Published');
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  // The new image's row comes above its Add button: back to it with Shift+Tab.
  await tabTo(page, page.getByRole('button', { name: 'Choose from media library: Image URL' }), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Search by file name'), s);
  await tabTo(page, dialog.getByRole('button', { name: `Choose ${name}` }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(field(page, 'Image URL').first()).toHaveValue(url);
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(notice(page, 'News created successfully')).toBeVisible();
  const saved = await page.request.get(`/api/admin/news?filter=${encodeURIComponent(JSON.stringify({ q: `Keyboard notice ${s}` }))}`);
  const [item] = await saved.json();
  expect(item).toMatchObject({ status: 'published', imageUrls: [url], translations: { ne: { title: `किबोर्ड सूचना ${s}` } } });
});

test('an editor answers an application with the keyboard alone', async ({ page }) => {
  const name = `Keyboard Applicant ${stamp()}`;
  expect(
    (
      await page.request.post('/api/applications', { data: { name, email: 'keys@example.com', phone: '9800000000', program: 'Plumber' } })
    ).ok(),
  ).toBe(true);
  await startSession(page, 'editor');
  await page.goto('/admin/applications');
  await tabTo(page, page.locator('tbody tr').filter({ hasText: name }).getByRole('link', { name: 'Details' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'Review notes' }), 'Called the applicant.');
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(notice(page, 'Application updated successfully')).toBeVisible();
  await expect(page.getByTestId('status-badge').first()).toHaveText('Approved');
});

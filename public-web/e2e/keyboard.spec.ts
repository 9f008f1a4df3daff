import { type Locator, type Page } from '@playwright/test';
import { tabTo } from '../../e2e-support/keyboard';
import { APPLICATION_MESSAGES, CERTIFICATE_VERIFY_MESSAGES, CONTACT_MESSAGES, SUBMISSION_GUARD } from '@institute/shared';
import { AdminApi } from './support/admin-api';
import { CERTIFICATE, NEWS } from './support/fixtures';
import { expect, test } from './support/test';

/**
 * A visitor's tasks with the keyboard alone (docs/public-site.md, Accessibility): no click, no
 * fill; Tab, typing, Enter and the arrow keys, as a person without a mouse does them. Every
 * element Tab lands on shows where the focus is.
 */

/** Tabs to each field in turn and types its value (a select: its option chosen with the arrow keys). */
async function typeInto(page: Page, form: Locator, values: [name: string, value: string][]) {
  for (const [name, value] of values) {
    const field = form.locator(`[name="${name}"]`);
    await tabTo(page, field);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
      // Down from the placeholder until the option is chosen.
      for (let i = 0; i < 20 && (await field.inputValue()) !== value; i++) await page.keyboard.press('ArrowDown');
      await expect(field).toHaveValue(value);
    } else {
      await page.keyboard.type(value);
    }
  }
}

test('the skip link is the first stop of Tab and takes the focus to the page content', async ({ page }) => {
  await page.goto('/about-us');
  await page.keyboard.press('Tab');
  const skip = page.locator('a.skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main#main')).toBeFocused();
});

test('a visitor applies with the keyboard alone, and the focus lands on the thank-you', async ({ page, baseURL }) => {
  await page.clock.install();
  await page.goto('/');
  const form = page.locator('#apply form');
  const name = `Keyboard Applicant ${Date.now()}`;
  await typeInto(page, form, [
    ['name', name],
    ['email', `keys-${Date.now()}@example.com`],
    ['phone', '9800000000'],
    ['program', 'Plumber'],
  ]);
  await page.clock.fastForward(SUBMISSION_GUARD.minElapsedMs + 1_000);
  await tabTo(page, form.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');
  const thanks = page.locator('#apply .thank-you');
  await expect(thanks).toBeFocused();
  await expect(page.locator('.toast')).toContainText(APPLICATION_MESSAGES.submitted);
  const api = await AdminApi.signIn(baseURL!);
  expect((await api.get<{ name: string }[]>('/api/admin/applications')).some((a) => a.name === name)).toBe(true);
});

test('a visitor sends a message with the keyboard alone, and the first error takes the focus when one is missing', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const form = page.locator('#contact form');
  await typeInto(page, form, [['name', 'Keyboard Visitor']]);
  await tabTo(page, form.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(form.locator('[name="email"]')).toBeFocused();
  await page.keyboard.type('keys@example.com');
  await tabTo(page, form.locator('[name="message"]'));
  await page.keyboard.type('Do you teach on Saturdays?');
  await page.clock.fastForward(SUBMISSION_GUARD.minElapsedMs + 1_000);
  await tabTo(page, form.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast')).toContainText(CONTACT_MESSAGES.sent);
  await expect(form.locator('[name="message"]')).toHaveValue('');
});

test('a visitor verifies a certificate with the keyboard alone, and the focus lands on the answer', async ({ page }) => {
  await page.goto('/certificate-verify');
  const form = page.locator('main form').first();
  await typeInto(page, form, [['certificateNumber', CERTIFICATE.certificateNumber]]);
  await tabTo(page, form.locator('[name="dateOfBirth"]'));
  // A date field takes its parts in the browser's order (en-US: month, day, year).
  const [year, month, day] = CERTIFICATE.dateOfBirth.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(form.locator('[name="dateOfBirth"]')).toHaveValue(CERTIFICATE.dateOfBirth);
  await page.keyboard.press('Enter');
  const answer = page.locator('[aria-live="polite"]').filter({ has: page.locator('.result-success') });
  await expect(answer).toBeFocused();
  await expect(answer).toContainText(CERTIFICATE_VERIFY_MESSAGES.verified);
});

test('a visitor switches the language with the keyboard alone', async ({ page }) => {
  await page.goto('/about-us');
  await tabTo(page, page.locator('a[hreflang="ne"]').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ne\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
});

test('a visitor opens and reads an article with the keyboard alone', async ({ page }) => {
  await page.goto('/news-notices');
  await tabTo(page, page.locator(`main a[href="/news/${NEWS.admissions.slug}"]`).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/news/${NEWS.admissions.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: NEWS.admissions.title })).toBeVisible();
});

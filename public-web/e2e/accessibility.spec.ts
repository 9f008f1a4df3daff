import type { Page } from '@playwright/test';
import { expectAccessible, expectContrast } from '../../e2e-support/axe';
import { localePath, type Locale } from '../../libs/shared/src/index';
import { CERTIFICATE, PUBLIC_PAGES } from './support/fixtures';
import { expect, takenOver, test } from './support/test';

/**
 * No axe violation at WCAG 2.2 A and AA, nor of axe's best practices (docs/public-site.md,
 * Accessibility), on every page in both languages at a desktop's and a phone's width, and in the
 * states a first view never shows: the mobile menu and the dialogs open, each form showing its
 * errors (the subscription form's under the news list; its pages' forms in subscriptions.spec.ts), the certificate's result and its "not found", the news searched with no result.
 * States are reached by structure, not by their English names, so one test serves both languages.
 */
/** Every page, and the news list filtered by a tab and searched with no result. */
const PAGES = [...PUBLIC_PAGES, '/news-notices?category=notice', '/news-notices?q=no-such-words-anywhere'];

/** Submits the form inside `scope` as it is and waits until it shows its errors (by its fields, or in one alert: the sign-in). */
async function submitEmpty(page: Page, scope: string) {
  const form = page.locator(`${scope} form`).first();
  await takenOver(form);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
}

for (const locale of ['en', 'ne'] as Locale[]) {
  const language = locale === 'ne' ? 'Nepali' : 'English';
  const at = (path: string) => localePath(path, locale);

  test.describe(`${language} pages`, () => {
    for (const path of PAGES) {
      test(`${at(path)} passes axe at desktop and phone widths`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(at(path));
        await expectAccessible(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectAccessible(page);
      });
    }
  });

  test.describe(`${language} states`, () => {
    test(`${at('/')} with the mobile menu open passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/'));
      await page.locator('button.menu-toggle').click();
      await expect(page.locator('#main-nav')).toBeVisible();
      await expectAccessible(page, 'mobile menu open');
    });

    for (const [path, card, what] of [
      ['/', '#programs .program-card', "a program's"],
      ['/projects', '[data-testid="project-card"]', "a project's"],
    ]) {
      test(`${at(path)} with ${what} details dialog open passes axe`, async ({ page }) => {
        await page.goto(at(path));
        const first = page.locator(card).first();
        await takenOver(first.locator('[data-island]'));
        await first.getByRole('button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `${what} dialog open`);
      });
    }

    for (const [path, scope] of [
      ['/', '#apply'],
      ['/', '#contact'],
      ['/news-notices', '#subscribe'],
      ['/certificate-verify', 'main'],
      ['/login', 'main'],
      ['/forgot-password', 'main'],
      ['/reset-password?token=abc', 'main'],
    ]) {
      test(`${at(path)} with the ${scope === 'main' ? '' : `${scope} `}form showing its errors passes axe`, async ({ page }) => {
        await page.goto(at(path));
        await submitEmpty(page, scope);
        await expectAccessible(page, `${scope} form errors`);
      });
    }

    for (const [state, dateOfBirth, shown] of [
      ['a verified certificate', CERTIFICATE.dateOfBirth, '[data-testid="certificate-details"]'],
      ['a certificate not found', '1999-01-01', '.result-failure'],
    ]) {
      test(`${at('/certificate-verify')} showing ${state} passes axe`, async ({ page }) => {
        await page.goto(at('/certificate-verify'));
        const form = page.locator('main form').first();
        await takenOver(form);
        await form.locator('[name="certificateNumber"]').fill(CERTIFICATE.certificateNumber);
        await form.locator('[name="dateOfBirth"]').fill(dateOfBirth);
        await form.locator('button[type="submit"]').click();
        await expect(page.locator(shown)).toBeVisible();
        await expectAccessible(page, state);
      });
    }
  });
}

// One of each look the site's controls have (global.css, Header.css), hovered and then focused. The
// looks are the same stylesheet in both languages, so they are checked once, on the English home page.
test.describe('controls hovered and focused', () => {
  for (const selector of [
    'header .nav-link',
    'header .nav-cta',
    '.button:not(.button-outline):not(.button-light):not(.button-accent)',
    '.button-outline',
    '.button-light',
    '.button-accent',
    'footer a',
  ]) {
    test(`${selector} keeps its contrast while hovered and while focused`, async ({ page }) => {
      await page.goto('/');
      const control = page.locator(selector).filter({ visible: true }).first();
      await control.scrollIntoViewIfNeeded();
      await control.hover();
      await expectContrast(page, selector, 'hovered');
      await control.focus();
      await expectContrast(page, selector, 'focused');
    });
  }
});

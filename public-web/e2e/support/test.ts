import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Fails any test whose page throws or logs an error (a missing image or file is not one). */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the section has scrolled to 120 px below the viewport's top (within 2 px). */
export async function expectScrolledTo(page: Page, selector: string) {
  const offset = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect
    .poll(async () => Math.abs((await offset()) - 120) <= 2, { timeout: 5000, message: `${selector} 120 px below the top` })
    .toBe(true);
}

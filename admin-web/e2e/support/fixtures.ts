import { expect, type Page, test as base } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

/**
 * Signs in on the public site's sign-in page (/auth, served from public-web/dist), which loads
 * the back office; waits for the dashboard's header.
 */
export async function signIn(page: Page, who: AccountName = 'admin', path = '/auth') {
  if (path) await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(ACCOUNTS[who].username);
  await form.getByLabel('Password').fill(ACCOUNTS[who].password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS[who].username);
}

/** Every test fails on an uncaught page error or a console error the app did not expect. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A notice (react-admin's snackbar) containing `text`. */
export function notice(page: Page, text: string | RegExp) {
  return page.locator('.MuiSnackbarContent-message').filter({ hasText: text });
}

/** A text input or text area by its label (react-admin labels inputs from their source). */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

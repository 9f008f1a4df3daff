import { expect, type Page, test as base } from '@playwright/test';
import { type E2eServer, useWorkerServer } from '../../../e2e-support/server';
import { ACCOUNTS, type AccountName } from './accounts';
import { fill, SERVER } from './server';

/**
 * Signs in through the API, as the public sign-in page does (the session cookie lands in the
 * page's browser context), and opens the back office at `path`; waits for the header's username.
 * The sign-in form itself is tested once, in auth.spec.ts (`signInWithForm`): every other test
 * starts signed in without loading the public site first.
 */
export async function signIn(page: Page, who: AccountName = 'admin', path = '/admin') {
  await startSession(page, who);
  await page.goto(path);
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS[who].username);
}

/**
 * Signs in through the API and loads nothing: the session cookie lands in the page's browser
 * context, so the API answers `page.request` as that user, and the test's first `page.goto` opens
 * the back office signed in (one load of the app where `signIn` and a `goto` would make two).
 */
export async function startSession(page: Page, who: AccountName = 'admin') {
  const login = await page.request.post('/api/login', { data: ACCOUNTS[who] });
  expect(login.status(), 'sign-in through the API').toBe(200);
}

/**
 * Moves the loaded back office to `path` as its menu and links do: the router follows the history,
 * and the app is not loaded again (a `page.goto` loads it afresh, which the server's part, proven
 * in the API suite, does not need twice).
 */
export async function openScreen(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs in on the public site's sign-in page (/auth), which loads the back office; waits for the dashboard's header. */
export async function signInWithForm(page: Page, who: AccountName = 'admin') {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(ACCOUNTS[who].username);
  await form.getByLabel('Password').fill(ACCOUNTS[who].password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-username')).toHaveText(ACCOUNTS[who].username);
}

/**
 * Every test fails on an uncaught page error or a console error the app did not expect. Each
 * worker has its own server on its own copy of the suite's database (global-setup.ts), which is
 * the tests' `baseURL`. Tests run in any order beside each other: none counts on what another
 * wrote, or did not write, before it.
 */
export const test = base.extend<{ pageErrors: Error[] }, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; the server needs none.
    async ({}, use) => useWorkerServer(SERVER, fill, use),
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
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

/**
 * Waits until the back office has put up the notices it decided on when it arrived (the caller has
 * waited for the screen): two more frames painted, by when React has run the layout's effects and
 * rendered the notice they asked for. Then a notice that is not there will not come.
 */
export async function noticesSettled(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** A text input or text area by its label (react-admin labels inputs from their source). */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

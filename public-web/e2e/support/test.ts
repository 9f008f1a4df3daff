import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type E2eServer, useWorkerServer } from '../../../e2e-support/server';
import { ABOUT, DONORS, PROGRAMS } from './fixtures';
import { fill, SERVER } from './server';

export { expect };

/**
 * A page opened with page.goto arrives rendered by the server and is hydrated by the browser
 * a moment later (docs/public-site.md, Server rendering): what a test types or clicks before then
 * is the plain HTML's. So a goto that waits for the load also waits until the app runs (the
 * layout marks `html[data-app="running"]`), when the page answers HTML and JavaScript is on.
 */
const gotoUntilRunning = async (
  { page, javaScriptEnabled }: { page: Page; javaScriptEnabled: boolean },
  use: (page: Page) => Promise<void>,
) => {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load';
    const html = /text\/html/.test(response?.headers()['content-type'] ?? '');
    if (javaScriptEnabled && waitsForLoad && html) await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    return response;
  };
  await use(page);
};

/**
 * Fails any test whose page throws or logs an error (a missing image or file is not one). Each
 * worker has its own server on its own copy of the suite's database (global-setup.ts), which is the
 * tests' `baseURL`; `server.outboxDir` holds the e-mails it sent.
 */
export const test = base.extend<{ pageErrors: string[] }, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; the server needs none.
    async ({}, use) => useWorkerServer(SERVER, fill, use),
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  page: gotoUntilRunning,
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

/**
 * Brings what `locator` finds on screen and waits until the browser has hydrated its island: an
 * island off screen when the page's code started is hydrated when it comes near (lib/islands.tsx),
 * and what a test clicks before then is the server's HTML.
 */
export async function takenOver(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor-or-self::*[@data-island][1]')).toHaveAttribute('data-hydrated', '');
}

/** Waits until the section has scrolled to 120 px below the viewport's top (within 2 px). */
export async function expectScrolledTo(page: Page, selector: string) {
  const offset = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(async () => Math.abs((await offset()) - 120) <= 2, { message: `${selector} 120 px below the top` }).toBe(true);
}

/**
 * Waits until the page has loaded what it shows: its heading is up, no placeholder is still busy
 * (a list an island is reading), and the page's height is the same on two animation frames in a row.
 */
export async function waitForContent(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const heightHolds = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          const height = document.documentElement.scrollHeight;
          requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollHeight === height)));
        }),
    );
  await expect.poll(heightHolds, { message: 'the page height holds still' }).toBe(true);
}

/**
 * Waits until every home section shows the suite's content, including those that replace built-in
 * texts without a placeholder (the about text, the partners), so nothing above a section moves any
 * more.
 */
export async function waitForHome(page: Page) {
  await expect(page.getByTestId('hero-program-count')).toHaveText(`${PROGRAMS.length} training programs`);
  await expect(page.getByTestId('hero-slide')).toBeVisible();
  await expect(page.locator('#about')).toContainText(ABOUT.about.content);
  await expect(page.getByTestId('donor-track').locator('li')).toHaveCount(DONORS.length * 2);
  await waitForContent(page);
}

/** Scrolls the window to `y` and waits until it is there (the page is long enough and nothing moved it back). */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page opened): from here on
 * the page's time moves only when the test moves it. Call it once the page has loaded.
 */
export async function pauseClock(page: Page) {
  // The page's time has run on since install at the test's pace; a minute ahead is surely still to come.
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * With the page's clock paused, runs it a millisecond at a time until `locator` is visible. The page's
 * own work goes on meanwhile (a call hands over its answer on a timer of its own), and the
 * test knows the page time the state appeared at to within a millisecond.
 */
export async function runClockUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return locator.isVisible();
    })
    .toBe(true);
}

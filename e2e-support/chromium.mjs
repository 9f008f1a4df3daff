// Debian's Chromium as installed (no browser is downloaded), headless, with the background work
// that would make runs differ turned off.
import { existsSync } from 'node:fs';

// The full browser, as visitors run it: the Lighthouse bench (public-web/scripts/bench.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The browser suites (public-web and admin-web playwright.config.ts) and the size script drive the
// same Chromium build's headless shell (Debian's chromium-headless-shell, the engine without the
// browser's window machinery): a page costs it about half the CPU of the full browser in headless
// mode, the one cost that bounds the suites (README, "Test it"). Without the package, the full
// browser runs them as well, slower.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How both browser suites launch it (public-web and admin-web playwright.config.ts `use.launchOptions`). */
export const TEST_LAUNCH_OPTIONS = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS };

/**
 * What both browser suites run with: two workers, each test beside any other, no retry (a flaky
 * test is a bug). The timeouts bound a failure, never a wait: `npm test` runs the suites beside the
 * API suite, lint and the type check (README, Test it), and a test waits for the state it checks
 * however long a loaded machine takes to reach it.
 */
export const SUITE_SETTINGS = {
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
};

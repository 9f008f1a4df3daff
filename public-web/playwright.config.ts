import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../e2e-support/chromium.mjs';

/**
 * Browser tests of the built public site, served by the built API: one server per worker, each on
 * its own copy of the database the global setup filled (e2e/global-setup.ts, e2e/support/test.ts),
 * so the tests run in parallel. Debian's Chromium is used as installed; no browser is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Bounds for a failure, not waits: the suite runs beside the others in `npm test` (README, Test it).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  outputDir: '../node_modules/.cache/public-web-e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'off',
  },
});

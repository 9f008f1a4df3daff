import { defineConfig, devices } from '@playwright/test';
import { SUITE_SETTINGS, TEST_LAUNCH_OPTIONS } from '../e2e-support/chromium.mjs';

/**
 * Browser tests of the built public site, served by the built API: one server per worker, each on
 * its own copy of the database the global setup filled (e2e/global-setup.ts, e2e/support/test.ts),
 * so the tests run in parallel. Debian's Chromium is used as installed; no browser is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  ...SUITE_SETTINGS,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  outputDir: '../node_modules/.cache/public-web-e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: TEST_LAUNCH_OPTIONS,
    trace: 'off',
    screenshot: 'off',
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../e2e-support/chromium.mjs';

/**
 * Debian's Chromium; no browser is downloaded. Two workers, each with its own server on its own copy
 * of the database the global setup prepared (e2e/support/global-setup.ts, e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  // Bounds for a failure, not waits: the suite runs beside the others in `npm test` (README, Test it).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../node_modules/.cache/admin-web-e2e',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});

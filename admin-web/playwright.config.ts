import { defineConfig } from '@playwright/test';
import { SUITE_SETTINGS, TEST_LAUNCH_OPTIONS } from '../e2e-support/chromium.mjs';

/**
 * Debian's Chromium; no browser is downloaded. Two workers, each with its own server on its own copy
 * of the database the global setup prepared (e2e/support/global-setup.ts, e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  ...SUITE_SETTINGS,
  reporter: [['list']],
  outputDir: '../node_modules/.cache/admin-web-e2e',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: TEST_LAUNCH_OPTIONS,
    trace: 'off',
  },
});

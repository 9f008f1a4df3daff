import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-support/chromium.mjs';

/** Debian's Chromium; no browser is downloaded. One worker: the machines have two shared cores. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../node_modules/.cache/admin-web-e2e',
  use: {
    // Set by the global setup (a free port), before the workers read this file.
    baseURL: process.env.ADMIN_E2E_URL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});

// Debian's Chromium as installed (no browser is downloaded), headless, with the background work
// that would make runs differ turned off: the one launch of both browser suites (public-web and admin-web
// playwright.config.ts) and the Lighthouse bench (public-web/scripts/bench.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

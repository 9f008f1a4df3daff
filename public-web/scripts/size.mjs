// The first-load JavaScript of each public page (docs/public-site.md, Islands): Debian's Chromium
// opens the page, as served by the built API with the demo content on a throwaway database, at a
// phone's viewport (Lighthouse's mobile screen, 412 × 823), and every script the browser fetches
// for it without interaction (no scroll, no tap), however it is named or loaded, is counted at its
// size in the build under gzip -9, until the page's islands on screen have been hydrated
// (`html[data-app="running"]`) and the network is quiet.
// Usage: npm run size -w public-web (after npm run build). SIZE_URL=http://host:port skips the
// server. Fails when `/` is over its budget (80 kB).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { database, startApp } from '../../bench/processes.mjs';
import { TEST_LAUNCH_OPTIONS } from '../../e2e-support/chromium.mjs';

/** The pages measured: the five of the Lighthouse bench, a Nepali one, and the pages with forms. */
const PAGES = ['/', '/ne', '/news-notices', '/news/admissions-open-electrician', '/programs', '/certificate-verify', '/login', '/about-us'];
const BUDGET_KB = { '/': 80 };

const dist = new URL('../dist/', import.meta.url);
const kb = (bytes) => bytes / 1024;
/** A script of the build at gzip -9, by its address. */
const gzipped = (path) => gzipSync(readFileSync(new URL(`.${path}`, dist)), { level: 9 }).length;

let server = null;
let base = process.env.SIZE_URL;
if (!base) {
  const db = await database();
  const app = await startApp(db.url, { env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' } });
  server = { stop: async () => (await app.stop(), await db.drop()) };
  base = app.url;
}
const browser = await chromium.launch(TEST_LAUNCH_OPTIONS);
let over = false;
try {
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    await page.locator('html[data-app="running"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const total = kb([...scripts].reduce((sum, script) => sum + gzipped(script), 0));
    const budget = BUDGET_KB[path];
    if (budget && total > budget) over = true;
    console.log(
      `${path.padEnd(40)} ${total.toFixed(1).padStart(6)} kB gzip  ${scripts.size} scripts${budget ? `  (budget ${budget} kB)` : ''}`,
    );
    if (process.env.SIZE_LIST) for (const script of scripts) console.log(`  ${script.padEnd(48)} ${kb(gzipped(script)).toFixed(1)} kB`);
    await page.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
if (over) {
  console.error('A page is over its first-load JavaScript budget.');
  process.exit(1);
}

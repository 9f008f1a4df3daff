// Lighthouse (mobile settings, Debian's Chromium) on the built site served by the built API
// with the demo content, on a throwaway database. Prints the four scores and the JS sizes.
// Usage: npm run bench:web (after npm run build). BENCH_URL=http://host:port skips the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function startServer() {
  const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = `public_web_bench_${process.pid}`;
  await sql(pgUrl, `CREATE DATABASE ${db}`);
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${db}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'public-web-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Admin-1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await sql(pgUrl, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const news = await (await fetch(`${server.url}/api/news`)).json();
  const article = news[0] ? `/news/${news[0].slug || news[0].id}` : null;
  const paths = ['/', '/news-notices', ...(article ? [article] : [])];
  const rows = [];
  for (const path of paths) {
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS files': scripts.length,
      'JS transferred (kB)': Number(jsKb.toFixed(1)),
      LCP: lhr.audits['largest-contentful-paint']?.displayValue,
      CLS: lhr.audits['cumulative-layout-shift']?.displayValue,
      TBT: lhr.audits['total-blocking-time']?.displayValue,
    });
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failed.length) console.log(`${path}: audits below par: ${failed.map((a) => a.id).join(', ')}`);
  }
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}

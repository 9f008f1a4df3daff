// Lighthouse (mobile settings, Debian's Chromium) on the built site served by the built API
// with the demo content, on a throwaway database. Each page is measured BENCH_RUNS times
// (default 3) and the median of each figure is printed: the four scores, LCP, CLS, TBT and the
// JavaScript it loads. Then the page cache against the API's response cache: req/s of GET /
// (a cached page) and of GET /api/programs (a cached read), same server, same run, the ratio and
// the server's CPU per request; read by wrk where it is installed, else (or with
// BENCH_CLIENT=autocannon) by autocannon.
// Usage: npm run bench:web (after npm run build). BENCH_URL=http://host:port skips the server.
// BENCH_PARTS=lighthouse,pagecache (default both). BENCH_DIAG=dir keeps each Lighthouse report's
// main-thread diagnostics (bootup-time, mainthread-work-breakdown, LCP element, render-blocking
// resources, unused JavaScript) as JSON files there.
// The figures go to the `web` key of bench/results.json at the repository root (the API's
// benchmark keeps its own keys there), under BENCH_LABEL (default 'latest').
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { localePath } from '@institute/shared';
import lighthouse from 'lighthouse';
import { cpuMs, hasWrk, wrk } from '../../bench/load.mjs';
import { database, startApp } from '../../bench/processes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e-support/chromium.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The built server with the demo content on a throwaway database (bench/processes.mjs), stopped with its database. */
async function startServer() {
  const db = await database();
  const app = await startApp(db.url, { env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' } });
  return {
    url: app.url,
    pid: app.pid,
    stop: async () => {
      await app.stop();
      await db.drop();
    },
  };
}

/** Read-modify-write: only `web[label]` is replaced, every other key of the file stays. */
function saveResults(part) {
  const dir = join(ROOT, 'bench');
  const file = join(dir, 'results.json');
  mkdirSync(dir, { recursive: true });
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const label = process.env.BENCH_LABEL || 'latest';
  results.web = { ...results.web, [label]: { ...results.web?.[label], measuredAt: new Date().toISOString(), ...part } };
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`written to ${file} (web.${label})`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The main-thread diagnostics of one report, for finding what the page spends its load on. */
function diagnostics(lhr) {
  const pick = (id) => {
    const a = lhr.audits[id];
    return a && { displayValue: a.displayValue, numericValue: a.numericValue, items: a.details?.items };
  };
  return Object.fromEntries(
    [
      'bootup-time',
      'mainthread-work-breakdown',
      'largest-contentful-paint-element',
      'long-tasks',
      'lcp-lazy-loaded',
      'render-blocking-resources',
      'render-blocking-insight',
      'unused-javascript',
      'network-requests',
    ].map((id) => [id, pick(id)]),
  );
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'lighthouse,pagecache').split(','));
// BENCH_CLIENT=autocannon uses it even where wrk is installed.
const CLIENT = process.env.BENCH_CLIENT ?? (hasWrk() ? 'wrk' : 'autocannon');
if (!['wrk', 'autocannon'].includes(CLIENT)) throw new Error(`BENCH_CLIENT is wrk or autocannon, not ${CLIENT}`);

async function lighthousePart(server) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const news = await (await fetch(`${server.url}/api/news`)).json();
    const list = Array.isArray(news) ? news : (news.items ?? news.data ?? []);
    const article = list[0] ? `/news/${list[0].slug || list[0].id}` : null;
    // BENCH_PAGES: only these paths (comma-separated, `article` and `ne-article` for the article), e.g. `/,/ne,/programs`.
    const only = process.env.BENCH_PAGES?.split(',').map((p) => (p === 'article' ? article : p === 'ne-article' ? `/ne${article}` : p));
    // The five pages in English, then the same in Nepali (docs/public-site.md, Languages).
    const english = ['/', '/news-notices', ...(article ? [article] : []), '/programs', '/certificate-verify'];
    const paths = [...english, ...english.map((p) => localePath(p, 'ne'))].filter((p) => !only || only.includes(p));
    const rows = [];
    for (const path of paths) {
      const runs = [];
      // A run Lighthouse could not finish (a runtime error: its scores read 0) is reported and
      // left out, and another one made, twice at most per page.
      for (let run = 1; runs.length < RUNS && run <= RUNS + 2; run++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        });
        const lhr = result?.lhr;
        if (!lhr) {
          console.log(`${path} run ${run}: Lighthouse gave no result`);
          continue;
        }
        for (const w of lhr.runWarnings ?? []) console.log(`${path} run ${run}: ${w}`);
        if (lhr.runtimeError) {
          console.log(`${path} run ${run}: no result: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const scripts = requests.filter((r) => r.resourceType === 'Script');
        const kBOf = (items) => Number((items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1));
        const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          'JS files': scripts.length,
          'JS transferred (kB)': kBOf(scripts),
          'images (kB)': kBOf(requests.filter((r) => r.resourceType === 'Image')),
          'LCP (ms)': ms('largest-contentful-paint'),
          CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          'TBT (ms)': ms('total-blocking-time'),
        });
        const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
        if (failed.length) console.log(`${path} run ${run}: audits below par: ${failed.map((a) => a.id).join(', ')}`);
        if (process.env.BENCH_DIAG) {
          mkdirSync(process.env.BENCH_DIAG, { recursive: true });
          const name = (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '_')) + `-${run}.json`;
          writeFileSync(join(process.env.BENCH_DIAG, name), JSON.stringify(diagnostics(lhr), null, 2));
        }
      }
      const row = { path: path.replace(/\/news\/[^/]+$/, '/news/{slug}'), runs: runs.length };
      if (runs.length) for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
      rows.push(row);
    }
    console.table(rows);
    return { lighthouse: `12, mobile, median of ${RUNS} runs`, loadAverage: loadavg().map((n) => Number(n.toFixed(2))), pages: rows };
  } finally {
    await chrome.kill();
  }
}

const GZIP = { 'accept-encoding': 'gzip' };

/**
 * req/s of one address over `seconds`, after a warm-up that fills the caches; asking for gzip
 * as every browser does (the cache keeps each answer gzipped too, docs/caching.md). With wrk
 * where the machine has it: autocannon, in JavaScript, spends about four times the server's CPU
 * on each 17 kB page it reads, so on two cores it measures itself (bench/README.md, Page cache
 * read by wrk). With the server's CPU time per request when the server is this script's own.
 */
async function requestsPerSecond(url, seconds, serverPid) {
  await load(url, 10, 1);
  const before = serverPid ? cpuMs(serverPid) : null;
  const r = await load(url, 20, seconds);
  const cpu = before !== null && r.requests ? (cpuMs(serverPid) - before) / r.requests : null;
  return { rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors, cpuMsPerRequest: cpu === null ? null : Math.round(cpu * 1000) / 1000 };
}

/** One run of the chosen client, in wrk's terms (bench/load.mjs). */
async function load(url, connections, seconds) {
  if (CLIENT === 'wrk') return wrk(url, { connections, seconds, headers: GZIP });
  const a = await autocannon({ url, headers: GZIP, connections, duration: seconds });
  const errors = a.errors + a.timeouts + a.non2xx;
  return { rps: Math.round(a.requests.average), requests: a.requests.total, p50: a.latency.p50, p99: a.latency.p99, errors };
}

/**
 * A page view from the page cache against a cached API read, in turns (page, read, page, read)
 * so that the load of the machine weighs on both alike.
 */
async function pageCachePart(server) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const page = [];
  const read = [];
  for (let i = 0; i < 2; i++) {
    page.push(await requestsPerSecond(`${server.url}/`, seconds / 2, server.pid));
    read.push(await requestsPerSecond(`${server.url}/api/programs`, seconds / 2, server.pid));
  }
  const mean = (list, key) => {
    const values = list.map((r) => r[key]).filter((v) => v !== null);
    return values.length ? Math.round((values.reduce((a, v) => a + v, 0) / values.length) * 1000) / 1000 : null;
  };
  const sum = (list) => ({
    rps: Math.round(mean(list, 'rps')),
    p50: Math.max(...list.map((r) => r.p50)),
    p99: Math.max(...list.map((r) => r.p99)),
    errors: list.reduce((a, r) => a + r.errors, 0),
    cpuMsPerRequest: mean(list, 'cpuMsPerRequest'),
  });
  const result = { client: CLIENT, 'GET /': sum(page), 'GET /api/programs': sum(read) };
  const [p, a] = [result['GET /'], result['GET /api/programs']];
  result.ratio = Math.round((p.rps / a.rps) * 100) / 100;
  const cpu = p.cpuMsPerRequest && a.cpuMsPerRequest ? `; server CPU ${p.cpuMsPerRequest} vs ${a.cpuMsPerRequest} ms a request` : '';
  console.log(
    `Page cache (${CLIENT}): GET / ${p.rps} req/s, GET /api/programs ${a.rps} req/s, ratio ${result.ratio} (target >= 0.5)${cpu}`,
  );
  if (CLIENT !== 'wrk')
    console.log("  (autocannon read the pages: its own CPU is the limit of GET /, not the server; wrk is Debian's package `wrk`)");
  return { pageCache: { connections: 20, seconds, loadAverage: loadavg().map((n) => Number(n.toFixed(2))), ...result } };
}

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
try {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const part = {};
  if (PARTS.has('lighthouse')) Object.assign(part, await lighthousePart(server));
  if (PARTS.has('pagecache')) Object.assign(part, await pageCachePart(server));
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  saveResults(part);
} finally {
  await server.stop();
}

// `npm run bench` (after `npm run build`): the built app, alone and behind the deployment's nginx
// (deploy/nginx.conf, edge.mjs), against a minimal node:http + pg server (raw-server.mjs)
// answering the same queries from the same database, in one run, and, for two reads, the
// product's services behind Nest's routing alone (floor-server.mjs). See README.md.
//
// Environment: DATABASE_URL (a PostgreSQL server; default the local one), BENCH_SECONDS (per run,
// default 4), BENCH_CONNECTIONS (default 20), BENCH_PARTS (routes,renders,scale,memory), BENCH_PROFILE
// (a directory: the app runs under `node --cpu-prof` there and each profile is summarised),
// BENCH_ROUTES (routes part: only the routes whose name holds this text, e.g. `verify`),
// BENCH_SIZES (routes part: `demo` and/or numbers of news items, default `demo,10000`).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nginxMissing, startNginx } from './edge.mjs';
import { freePort, stopProcess } from '../e2e-support/built-server.mjs';
import { database, rssMb, signIn, startApp as startBuiltApp } from './processes.mjs';
import { cpuMs } from './load.mjs';
import { growCertificates, growNews } from './content.mjs';
import { summariseProfiles } from './profile.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'routes,renders,scale,memory').split(','));
const PROFILE = process.env.BENCH_PROFILE;
const RESULTS = join(here, 'results.json');

// ---- processes -------------------------------------------------------------------------------

/** The built app with the demo content (processes.mjs), under `node --cpu-prof` with BENCH_PROFILE. */
const startApp = (databaseUrl, { env = {}, label = 'app' } = {}) =>
  startBuiltApp(databaseUrl, {
    // TRUST_PROXY: the verification rows with 20 addresses name each connection's in X-Forwarded-For.
    env: { SEED_DEMO: 'true', TRUST_PROXY: 'true', ...env },
    nodeFlags: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`, `--cpu-prof-name=${label}-${Date.now()}.cpuprofile`] : [],
  });

/** A baseline server of this folder (raw-server.mjs, floor-server.mjs) on `databaseUrl`, ready once it says so. */
async function startBaseline(file, databaseUrl) {
  const port = await freePort();
  const child = fork(join(here, file), [], { env: { PATH: process.env.PATH, PORT: String(port), DATABASE_URL: databaseUrl } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error(`${file} stopped`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopProcess(child) };
}

/** The paths floor-server.mjs answers; the other routes have no floor. */
const FLOOR_PATHS = ['/api/programs', '/api/site-settings'];

// ---- measuring -------------------------------------------------------------------------------

/** One autocannon run of a scenario against a server: req/s, latency percentiles, CPU ms per request. */
async function measure(target, s, seconds = SECONDS) {
  const cpu = () => (target.cpu ? target.cpu() : cpuMs(target.pid));
  const before = cpu();
  let client = 0;
  const r = await autocannon({
    url: target.url + s.path,
    method: s.method ?? 'GET',
    headers: s.headers,
    body: s.body,
    connections: s.connections ?? CONNECTIONS,
    duration: seconds,
    // Each connection a visitor of its own: its own address, which the app reads with TRUST_PROXY.
    setupClient: s.addresses ? (c) => c.setHeaders({ ...s.headers, 'x-forwarded-for': `198.51.100.${++client}` }) : undefined,
  });
  const spent = cpu() - before;
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p95: r.latency.p97_5 === undefined ? r.latency.p99 : percentile95(r),
    p99: r.latency.p99,
    bytes: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMsPerRequest: r.requests.total ? Math.round((spent / r.requests.total) * 1000) / 1000 : null,
  };
}

/** autocannon reports p90 and p97.5; p95 is read between them (linear), good enough for a ratio. */
function percentile95(r) {
  return Math.round((r.latency.p90 + ((r.latency.p97_5 - r.latency.p90) * 5) / 7.5) * 100) / 100;
}

/** Runs each target in turn, `rounds` times (app, raw, app, raw…), and merges the runs. */
async function alternate(targets, s) {
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  // Warm-up: caches, JIT, connection pools.
  for (const t of Object.values(targets)) await measure(t, s, 1);
  for (let i = 0; i < rounds; i++) for (const [k, t] of Object.entries(targets)) runs[k].push(await measure(t, s, SECONDS / rounds));
  const merged = {};
  for (const [k, list] of Object.entries(runs)) {
    const avg = (f) => Math.round((list.reduce((a, r) => a + r[f], 0) / list.length) * 100) / 100;
    merged[k] = {
      rps: Math.round(list.reduce((a, r) => a + r.requests, 0) / SECONDS),
      p50: avg('p50'),
      p99: avg('p99'),
      bytes: list[0].bytes,
      errors: list.reduce((a, r) => a + r.errors, 0),
      cpuMsPerRequest: avg('cpuMsPerRequest'),
    };
  }
  return merged;
}

const fmt = (n, w = 8) => String(n ?? '').padStart(w);

// ---- the parts -------------------------------------------------------------------------------

const VERIFY = {
  method: 'POST',
  path: '/api/certificates/verify',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ certificateNumber: 'NTSI-2081-0042', dateOfBirth: '2002-03-15' }),
};

const ROUTES = [
  // Every published item with its text: some 20 MB an answer at 10,000 items, so demo size only.
  { name: 'GET /api/news', path: '/api/news', demoOnly: true },
  { name: 'GET /api/news?limit=12', path: '/api/news?limit=12' },
  { name: 'GET /api/news?q=skill&limit=12', path: '/api/news?q=skill&limit=12' },
  { name: 'GET /api/news/{slug}', path: '/api/news/admissions-open-electrician-plumber-welder' },
  { name: 'GET /api/programs', path: '/api/programs' },
  { name: 'GET /api/site-settings', path: '/api/site-settings' },
  // All 20 connections from one address: every request's per-IP count updates one row.
  { name: 'POST /api/certificates/verify', ...VERIFY, cached: false },
  // Each connection from its own address, as visitors come (raw-server.mjs reads it too).
  { name: 'POST /api/certificates/verify, 20 addresses', ...VERIFY, addresses: true, cached: false },
  // The same against the earlier baseline, whose raw server only looks the certificate up.
  {
    name: 'POST /api/certificates/verify, 20 addresses, raw lookup only',
    ...VERIFY,
    headers: { ...VERIFY.headers, 'x-bench-raw': 'lookup-only' },
    addresses: true,
    cached: false,
  },
];

/** Variants of the app measured against the raw server: as configured, and with the response cache off. */
const APP_VARIANTS = JSON.parse(process.env.BENCH_APP_VARIANTS ?? '{"app": {}, "nocache": {"RESPONSE_CACHE": "false"}}');

/** Contents the routes are measured at: `demo` (the demo content alone), or a number of news items. */
const SIZES = (process.env.BENCH_SIZES ?? 'demo,10000').split(',');

/**
 * Each route against the app variants, the first variant behind nginx with deploy/nginx.conf
 * (edge.mjs; left out, with the reason, where nginx is missing and cannot be installed), and
 * the raw server; at each size of SIZES in turn, the processes started afresh for each (empty
 * caches), on one database that grows.
 */
async function routesPart(results) {
  const db = await database();
  const edgeMissing = nginxMissing();
  if (edgeMissing) console.log(`\nnginx: skipped (${edgeMissing})`);
  results.routes = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    variants: APP_VARIANTS,
    nginx: edgeMissing ? `skipped: ${edgeMissing}` : 'deploy/nginx.conf',
    sizes: [],
  };
  try {
    for (const size of SIZES) {
      const targets = {};
      try {
        for (const [label, env] of Object.entries(APP_VARIANTS)) targets[label] = await startApp(db.url, { env, label });
        // Grown before any request: the apps have nothing cached yet.
        if (size !== 'demo') {
          await sql(db.url, growNews(Number(size)));
          await sql(db.url, 'VACUUM ANALYZE news');
        }
        const [news] = await sql(db.url, "SELECT count(*)::int AS n FROM news WHERE status = 'published'");
        if (!edgeMissing) {
          const [first] = Object.values(targets);
          targets.nginx = await startNginx(first.url, first.pid, await freePort());
        }
        targets.floor = { ...(await startBaseline('floor-server.mjs', db.url)), serves: (s) => FLOOR_PATHS.includes(s.path) };
        targets.raw = await startBaseline('raw-server.mjs', db.url);
        await routesAt(results, size, news.n, targets);
      } finally {
        for (const t of Object.values(targets)) await t.stop();
      }
    }
  } finally {
    await db.drop();
  }
}

/** The routes, measured against `targets` (raw last), printed as one table. */
async function routesAt(results, size, newsCount, targets) {
  const names = Object.keys(targets);
  const others = names.filter((k) => k !== 'raw');
  console.log(
    `\nPublic reads, ${size === 'demo' ? 'demo content' : `${size} news items`} (${newsCount} published): ${CONNECTIONS} connections, ${SECONDS} s a target, alternating ${names.join('/')}`,
  );
  console.log(
    'route'.padEnd(31),
    ...names.flatMap((k) => [fmt(`${k} r/s`, 11), fmt('p50', 6), fmt('p99', 6), fmt('cpu ms', 7)]),
    ...others.map((k) => fmt(`${k}÷raw`, 11)),
  );
  const rows = [];
  for (const s of ROUTES.filter((r) => r.name.includes(process.env.BENCH_ROUTES ?? ''))) {
    if (s.demoOnly && size !== 'demo') {
      console.log(s.name.padEnd(31), 'left out: the whole list, every item with its text, at demo size only');
      continue;
    }
    const m = await alternate(Object.fromEntries(Object.entries(targets).filter(([, t]) => t.serves?.(s) ?? true)), s);
    // No ratio when raw answered nothing in its runs (a query slower than the run, on a loaded machine).
    const ratios = Object.fromEntries(others.map((k) => [k, m[k] && m.raw.rps ? Math.round((m[k].rps / m.raw.rps) * 100) / 100 : null]));
    rows.push({ route: s.name, ...m, ratio: ratios });
    console.log(
      s.name.padEnd(31),
      ...names.flatMap((k) =>
        m[k]
          ? [fmt(m[k].rps, 11), fmt(m[k].p50, 6), fmt(m[k].p99, 6), fmt(m[k].cpuMsPerRequest, 7)]
          : [fmt('–', 11), fmt('', 6), fmt('', 6), fmt('', 7)],
      ),
      ...others.map((k) => fmt(ratios[k] ?? '–', 11)),
      Object.values(m).some((r) => r.errors)
        ? `  errors: ${Object.entries(m)
            .map(([k, r]) => `${k} ${r.errors}`)
            .join(', ')}`
        : '',
    );
  }
  results.routes.sizes.push({ size, publishedNews: newsCount, rows });
}

// ---- page renders ------------------------------------------------------------------------------

/** Pages rendered by the server, beside the uncached API read every page's frame makes. */
const RENDERS = [
  { name: 'GET /api/site-settings', path: '/api/site-settings' },
  { name: 'GET /', path: '/' },
  { name: 'GET /news-notices', path: '/news-notices' },
  { name: 'GET /news/{slug}', path: '/news/admissions-open-electrician-plumber-welder' },
];

/**
 * Uncached page renders (RESPONSE_CACHE=false, so every request renders; the per-client render
 * limit lifted) at 10 connections, each route against the uncached `GET /api/site-settings` of the
 * same app in the same run: the printed ratio is route ÷ that read (docs/public-site.md, Server
 * rendering; bench/README.md, Page renders).
 */
async function rendersPart(results) {
  const db = await database();
  const app = await startApp(db.url, { env: { RESPONSE_CACHE: 'false', RENDER_MAX_PER_IP: '1000000' }, label: 'renders' });
  try {
    const connections = 10;
    console.log(`\nUncached page renders, demo content: ${connections} connections, ${SECONDS} s a route`);
    console.log('route'.padEnd(31), fmt('r/s'), fmt('p50'), fmt('p99'), fmt('cpu ms'), fmt('÷ API read', 11));
    const rows = [];
    for (const s of RENDERS) {
      const m = (await alternate({ app }, { ...s, connections })).app;
      const ratio = rows.length && rows[0].rps ? Math.round((m.rps / rows[0].rps) * 1000) / 1000 : 1;
      rows.push({ route: s.name, ...m, ratio });
      console.log(
        s.name.padEnd(31),
        fmt(m.rps),
        fmt(m.p50),
        fmt(m.p99),
        fmt(m.cpuMsPerRequest),
        fmt(ratio, 11),
        m.errors ? `  errors: ${m.errors}` : '',
      );
    }
    results.renders = { connections, seconds: SECONDS, rows };
  } finally {
    await app.stop();
    await db.drop();
  }
}

// ---- scale -----------------------------------------------------------------------------------

async function sql(databaseUrl, text) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

async function scalePart(results) {
  const db = await database();
  let app;
  try {
    // The cache off: what is measured is how the queries grow with the tables.
    app = await startApp(db.url, { env: { RESPONSE_CACHE: 'false' }, label: 'scale' });
    const cookie = await signIn(app);
    const certificate = `INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number)
      VALUES ('Sunita Bishwokarma', 'Dil Bahadur Bishwokarma', 'Electrician', '390 hours', '2024-03-01', '2001-05-05', 'BENCH-UNIQUE-1')`;
    await sql(db.url, certificate);
    const scenarios = [
      { name: 'news page (limit=12, offset=24)', path: '/api/news?limit=12&offset=24' },
      { name: 'news search (q=welding)', path: '/api/news?q=welding&limit=12' },
      { name: 'news counts (q=welding)', path: '/api/news/counts?q=welding' },
      {
        name: 'certificate verification',
        ...VERIFY,
        body: JSON.stringify({ certificateNumber: 'BENCH-UNIQUE-1', dateOfBirth: '2001-05-05' }),
      },
      {
        name: 'admin certificate search by name',
        path: '/api/admin/certificates?page=1&limit=20&search=Sunita%20Bishwokarma',
        headers: { cookie },
        connections: 4,
      },
    ];
    const sizes = [
      { label: 'small', news: 100, certificates: 1000 },
      { label: 'large', news: 10000, certificates: 100000 },
    ];
    const measured = {};
    console.log(`\nAt scale (cache off), ${SECONDS} s a run:`);
    console.log('scenario'.padEnd(36), 'rows'.padStart(16), fmt('r/s'), fmt('p50'), fmt('p95'), fmt('p99'));
    for (const size of sizes) {
      await sql(db.url, growNews(size.news));
      await sql(db.url, growCertificates(size.certificates));
      // What autovacuum does soon after a bulk load: statistics, and the trigram indexes' pending entries merged.
      await sql(db.url, 'VACUUM ANALYZE news');
      await sql(db.url, 'VACUUM ANALYZE certificates');
      for (const s of scenarios) {
        await measure(app, s, 1);
        const m = await measure(app, s);
        (measured[s.name] ??= {})[size.label] = { news: size.news, certificates: size.certificates, ...m };
        console.log(
          s.name.padEnd(36),
          `${size.news}/${size.certificates}`.padStart(16),
          fmt(m.rps),
          fmt(m.p50),
          fmt(m.p95),
          fmt(m.p99),
          m.errors ? ` errors ${m.errors}` : '',
        );
      }
    }
    for (const m of Object.values(measured)) {
      m.p50LargeOverSmall = Math.round((m.large.p50 / Math.max(m.small.p50, 0.01)) * 100) / 100;
      m.p95LargeOverSmall = Math.round((m.large.p95 / Math.max(m.small.p95, 0.01)) * 100) / 100;
      m.rpsSmallOverLarge = Math.round((m.small.rps / Math.max(m.large.rps, 1)) * 100) / 100;
    }
    results.scale = measured;
    console.log(
      '\nlarge ÷ small: ' +
        Object.entries(measured)
          .map(([k, m]) => `${k}: p95 ×${m.p95LargeOverSmall}, time/request ×${m.rpsSmallOverLarge}`)
          .join('; '),
    );
  } finally {
    await app?.stop();
    await db.drop();
  }
}

// ---- memory ----------------------------------------------------------------------------------

async function memoryPart(results) {
  const db = await database();
  let app;
  try {
    app = await startApp(db.url, { label: 'memory' });
    await sql(db.url, growNews(2000));
    const homeRaw = (await (await fetch(`${app.url}/api/news?limit=5`)).arrayBuffer()).byteLength;
    // Sent from the cache now, with its length on the wire (fetch unzips the body itself).
    const homeBytes = Number(
      (await fetch(`${app.url}/api/news?limit=5`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-length'),
    );
    // A mix of cached reads, distinct searches (new cache entries), pages and verifications.
    let i = 0;
    const mixed = () => {
      const n = i++;
      const paths = [
        '/api/news?limit=12',
        `/api/news?q=batch%20${n % 3000}&limit=12`,
        `/api/news?limit=12&offset=${(n % 50) * 12}`,
        '/api/programs',
        '/api/site-settings',
        `/api/news/bench-item-${100 + (n % 1900)}`,
      ];
      if (n % 7 === 0) return { method: 'POST', path: VERIFY.path, headers: VERIFY.headers, body: VERIFY.body };
      return { method: 'GET', path: paths[n % paths.length] };
    };
    const run = (amount) =>
      autocannon({ url: app.url, connections: CONNECTIONS, amount, requests: [{ setupRequest: (req) => ({ ...req, ...mixed() }) }] });
    await run(5000);
    const warm = rssMb(app.pid);
    const r = await run(20000);
    const after = rssMb(app.pid);
    const growth = Math.round(((after - warm) / warm) * 1000) / 10;
    // Another 20,000: whether it levels off (the cache is bounded) or keeps growing.
    await run(20000);
    const after40k = rssMb(app.pid);
    results.memory = {
      warmRssMb: warm,
      afterRssMb: after,
      growthPercent: growth,
      afterAnother20000RssMb: after40k,
      cacheEntriesBound: 1000,
      requests: r.requests.total,
      errors: r.errors + r.non2xx,
      homeNewsBytes: { raw: homeRaw, gzip: homeBytes },
    };
    console.log(
      `\nMemory: RSS ${warm} MB warm (after 5,000 mixed requests), ${after} MB after 20,000 more (${growth} %), ${after40k} MB after 20,000 more; errors ${r.errors + r.non2xx}`,
    );
    console.log(`Home page news call (limit=5): ${homeRaw} bytes, ${homeBytes} bytes gzipped`);
  } finally {
    await app?.stop();
    await db.drop();
  }
}

// ---- main ------------------------------------------------------------------------------------

const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
results.machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
results.date = new Date().toISOString();
if (PARTS.has('routes')) await routesPart(results);
if (PARTS.has('renders')) await rendersPart(results);
if (PARTS.has('scale')) await scalePart(results);
if (PARTS.has('memory')) await memoryPart(results);
writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');
if (PROFILE) summariseProfiles(PROFILE);

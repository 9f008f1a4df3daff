// Load benchmark of the built API: `npm run bench` (after `npm run build`).
// Starts `node api/dist/main.js` on a throwaway database (the PostgreSQL of DATABASE_URL,
// or the embedded one in a temporary DATA_DIR), then drives it on loopback with
// autocannon: bounded duration, fixed connection count, stops by itself.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN = { username: 'admin', password: 'Bench-Pass-2083' };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function throwawayDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `institute_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'institute-bench-'));
const db = await throwawayDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(here, '..', 'dist', 'main.js')], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The demo institute, so the public reads return realistic lists.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];

  const scenarios = [
    { name: 'GET /api/health (liveness)', path: '/api/health' },
    { name: 'GET /api/health/ready (database ping)', path: '/api/health/ready' },
    { name: 'GET /api/user (session read)', path: '/api/user', headers: { cookie } },
    { name: 'GET /api/admin/users page of 25', path: '/api/admin/users?range=[0,24]&sort=["username","ASC"]', headers: { cookie } },
    { name: 'GET /api/news (published, with authors)', path: '/api/news' },
    { name: 'GET /api/news/{slug} (one article)', path: '/api/news/admissions-open-electrician-plumber-welder' },
    { name: 'GET /api/programs (active, ordered)', path: '/api/programs' },
    { name: 'GET /api/site-settings', path: '/api/site-settings' },
    { name: 'GET /api/admin/certificates?page=1', path: '/api/admin/certificates?page=1&limit=20', headers: { cookie } },
    {
      name: 'POST /api/certificates/verify',
      path: '/api/certificates/verify',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ certificateNumber: 'NTSI-2081-0042', dateOfBirth: '2002-03-15' }),
    },
  ];
  console.log(`${CONNECTIONS} connections, ${DURATION} s each, ${db.url ? 'DATABASE_URL PostgreSQL' : 'embedded PostgreSQL'}\n`);
  console.log('scenario'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const s of scenarios) {
    const r = await autocannon({
      url: base + s.path,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const errors = r.errors + r.non2xx;
    console.log(
      s.name.padEnd(44),
      String(Math.round(r.requests.average)).padStart(8),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
  // Sign-in hashes with argon2id on purpose: measured separately, few connections.
  const r = await autocannon({
    url: `${base}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    connections: 4,
    duration: DURATION,
  });
  console.log(
    'POST /api/login (argon2id verify, 4 conns)'.padEnd(44),
    String(Math.round(r.requests.average)).padStart(8),
    String(r.latency.p50).padStart(8),
    String(r.latency.p99).padStart(8),
    String(r.errors + r.non2xx).padStart(7),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

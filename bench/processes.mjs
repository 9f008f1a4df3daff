// The processes the benchmarks start (bench.mjs, media.mjs): a throwaway database on the
// PostgreSQL of DATABASE_URL, the built app on it (started by e2e-support/built-server.mjs), a
// signed-in administrator, and what a process holds in memory.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBuiltServer } from '../e2e-support/built-server.mjs';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'admin', password: 'Bench-Pass-2083' };

async function admin(sql) {
  const c = new pg.Client({ connectionString: SERVER });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A throwaway database on SERVER, dropped by drop(). */
export async function database() {
  const name = `institute_bench_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The built app (api/dist/main.js) on `databaseUrl`, with its own DATA_DIR; `nodeFlags` go to node. */
export async function startApp(databaseUrl, { env = {}, nodeFlags = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'institute-bench-'));
  const app = await startBuiltServer({
    databaseUrl,
    dataDir,
    nodeFlags,
    inheritOutput: true,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_FACTOR: '100000',
      ...env,
    },
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: app.url,
    pid: app.pid,
    dataDir,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10;
}

/** Signs in as the first administrator; answers the session cookie. */
export async function signIn(app) {
  const res = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return res.headers.get('set-cookie').split(';')[0];
}

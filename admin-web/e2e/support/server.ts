/**
 * Starts the built API (`node api/dist/main.js`, serving admin-web/dist at /admin) on a
 * throwaway PostgreSQL database, and stops it and drops the database afterwards.
 * (Written here because public-web/e2e had no reusable piece yet; meant to be merged
 * with it into one shared support module.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = join(ROOT, 'api', 'dist', 'main.js');
const ADMIN_DIST = join(ROOT, 'admin-web', 'dist');

/** The PostgreSQL server to make the throwaway database on. */
export const PG_SERVER = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(PG_SERVER, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w libs/shared && npm run build -w api`);
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: run npm run build -w admin-web`);
  const database = `admin_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${database}`));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: withDatabase(PG_SERVER, database),
      DATA_DIR: dataDir,
      ADMIN_WEB_DIR: ADMIN_DIST,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await onServer(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not get ready in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}

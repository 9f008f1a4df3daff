import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const MAIN = join(ROOT, 'api', 'dist', 'main.js');
const PUBLIC_WEB_DIR = join(ROOT, 'public-web', 'dist');

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

/** The PostgreSQL server to make the throwaway database on, or null to let the API embed one. */
async function postgresServer(): Promise<string | null> {
  const url = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface E2eServer {
  url: string;
  /** Where the server writes its e-mails as .eml files. */
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node api/dist/main.js`) as `npm start` runs it, on a free port,
 * a throwaway database and a temporary data folder, without demo content.
 */
export async function startServer(env: Record<string, string>): Promise<E2eServer> {
  for (const required of [MAIN, join(PUBLIC_WEB_DIR, 'index.html')]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: run "npm run build -w public-web && npm run build -w api" first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'public-web-e2e-'));
  const serverUrl = await postgresServer();
  const dbName = `public_web_e2e_${process.pid}_${Date.now()}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(serverUrl, `CREATE DATABASE ${dbName}`);
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      PUBLIC_WEB_DIR,
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));

  const cleanUp = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await cleanUp();
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await cleanUp();
      throw new Error(`the server did not become ready within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, outboxDir: join(dataDir, 'outbox'), stop: cleanUp };
}

/**
 * The one e2e server harness of both front ends' browser suites (public-web/e2e, admin-web/e2e).
 *
 * Starts the built server (`node api/dist/main.js`, through built-server.mjs) as `npm start` runs
 * it, on a free port, a throwaway database and a temporary data folder, and `stop()` ends it, drops the database and
 * removes the folder. The database is made on the PostgreSQL server of `E2E_DATABASE_URL`,
 * `TEST_DATABASE_URL` or `DATABASE_URL` (else `postgres://postgres@127.0.0.1:5432`); when that
 * server cannot be reached, the API starts its embedded PostgreSQL inside the data folder.
 *
 * A suite runs one server per Playwright worker (a worker-scoped fixture), each on its own copy of
 * one database that the suite's global setup prepared with its content (`templateSetup`):
 * PostgreSQL copies it (`CREATE DATABASE … TEMPLATE`) in a fraction of the time the migrations
 * and the content take (docs/architecture.md, Tests). On the embedded PostgreSQL there is nothing
 * to copy from, and each worker's server makes its content itself (`useWorkerServer`).
 *
 * Nothing is built here: the builds a suite names in `builds` must exist (`npm run build` at the
 * repository root builds all of them).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startBuiltServer } from './built-server.mjs';

/** The servers' SESSION_SECRET. */
const E2E_SESSION_SECRET = 'e2e-session-secret-e2e-session-secret';

/**
 * A home page form's time shown (`formShownAt`) as the servers sign it, by the build they run
 * (api/src/ssr/form-stamp.ts): a test that posts a form without JavaScript types in milliseconds,
 * and shows the server a form shown as long ago as a person takes.
 */
export function formShownAt(at: number): string {
  const { FormStamps } = createRequire(import.meta.url)(
    join(ROOT, 'api', 'dist', 'ssr', 'form-stamp.js'),
  ) as typeof import('../api/src/ssr/form-stamp');
  return new FormStamps(E2E_SESSION_SECRET).sign(at);
}
/** The front ends the server can serve, and where their builds are. */
export const BUILDS = {
  'public-web': join(ROOT, 'public-web', 'dist'),
  'admin-web': join(ROOT, 'admin-web', 'dist'),
} as const;

export type Build = keyof typeof BUILDS;

export interface ServerOptions {
  /** Names the database and the data folder (`<name>_e2e_…`), so a leftover says whose it is. */
  name: string;
  /** Front-end builds that must exist before the server starts; the API's own build always must. */
  builds?: Build[];
  /** Demo content on the empty database (`SEED_DEMO`). Default false: the suite makes its own. */
  demo?: boolean;
  /** More environment for the server; wins over the defaults set here. */
  env?: Record<string, string>;
  /** The database prepared by `templateSetup`: the server runs on a copy of it. */
  template?: string;
}

/** Makes a suite's content through the API of a running server. */
export type Fill = (server: E2eServer) => Promise<void>;

export interface E2eServer {
  url: string;
  /** Where the server writes its e-mails as .eml files. */
  outboxDir: string;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The PostgreSQL server to make the throwaway database on, or null to let the API embed one. */
async function postgresServer(): Promise<string | null> {
  const configured =
    process.env.E2E_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const url = withDatabase(configured, 'postgres');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function startServer(options: ServerOptions): Promise<E2eServer> {
  return launch(options, false).then(({ server }) => server);
}

/** Stops `server` when `fill` fails on it (then runs `cleanUp` too), so no server outlives a failed setup. */
async function filled(server: E2eServer, fill: Fill, cleanUp: () => Promise<unknown> = async () => undefined): Promise<E2eServer> {
  try {
    await fill(server);
    return server;
  } catch (error) {
    await server.stop();
    await cleanUp();
    throw error;
  }
}

/** The environment variable that hands the prepared database's name from the global setup to the workers, which start after it. */
const TEMPLATE_ENV = 'E2E_TEMPLATE_DATABASE';

/**
 * A suite's global setup: a server on a new database, `fill` run against it, the server stopped
 * and its database kept, to be copied for each worker. On the embedded PostgreSQL, where there is
 * no server to copy on, it does nothing (each worker fills its own). Answers the teardown, which
 * drops the database.
 */
export function templateSetup(options: ServerOptions, fill: Fill): () => Promise<() => Promise<void>> {
  return async () => {
    const serverUrl = await postgresServer();
    if (!serverUrl) return async () => undefined;
    const { server, database } = await launch(options, true);
    const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await filled(server, fill, drop);
    // The server has exited, so nothing is connected to the database: PostgreSQL can copy it.
    await server.stop();
    process.env[TEMPLATE_ENV] = database;
    return drop;
  };
}

/**
 * The body of a worker-scoped fixture: a server on a copy of the prepared database
 * (`templateSetup`), or, with none (the embedded PostgreSQL), on a new database `fill` fills;
 * handed to `use`, stopped after the worker's tests.
 */
export async function useWorkerServer(options: ServerOptions, fill: Fill, use: (server: E2eServer) => Promise<void>): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  const server = template ? await startServer({ ...options, template }) : await filled(await startServer(options), fill);
  await use(server);
  await server.stop();
}

async function launch(
  { name, builds = [], demo = false, env = {}, template }: ServerOptions,
  keepDatabase: boolean,
): Promise<{ server: E2eServer; database: string }> {
  const missing = builds.map((b) => join(BUILDS[b], 'index.html')).filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} missing: run "npm run build" at the repository root first`);

  const slug = name.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
  const dataDir = mkdtempSync(join(tmpdir(), `${slug}-e2e-`));
  const serverUrl = await postgresServer();
  const database = `${slug}_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`);

  const cleanUp = async () => {
    if (serverUrl && !keepDatabase) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A server that exits or is not ready in time is stopped by startBuiltServer; its database and folder go here.
  const server = await startBuiltServer({
    port,
    dataDir,
    databaseUrl: serverUrl ? withDatabase(serverUrl, database) : undefined,
    env: {
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      PUBLIC_WEB_DIR: BUILDS['public-web'],
      ADMIN_WEB_DIR: BUILDS['admin-web'],
      PUBLIC_URL: url,
      SEED_DEMO: String(demo),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: E2E_SESSION_SECRET,
      ...env,
    },
  }).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await cleanUp();
  };
  return { server: { url, outboxDir: join(dataDir, 'outbox'), stop }, database };
}

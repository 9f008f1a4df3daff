import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config/config';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../database/embedded';
import { BackupError } from './archive';

/** The database a backup or a restore works on, and how to let go of it. */
export interface SiteDatabase {
  url: string;
  /** Stops the embedded server when this process started it. */
  close(): Promise<void>;
}

/**
 * The embedded server's address while it runs: its port is the fourth line of the cluster's
 * postmaster.pid (PostgreSQL's own record), its password the file beside the cluster
 * (database/embedded.ts). Undefined when no server answers there.
 */
async function runningEmbedded(dir: string): Promise<string | undefined> {
  const pidFile = join(dir, 'cluster', 'postmaster.pid');
  const passwordFile = join(dir, 'password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return url;
  } catch {
    // A file left by a server that stopped without cleaning up: nothing runs there.
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The site's database: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, the running
 * server's when it runs, otherwise started here (and stopped by close). A restore asks for
 * `stopped`: it refuses to work under a running embedded server.
 */
export async function openSiteDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, stopped = false): Promise<SiteDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const dir = join(config.dataDir, 'postgres');
  const running = await runningEmbedded(dir);
  if (running && stopped) throw new BackupError(`The server is running on ${config.dataDir}: stop it before restoring`);
  if (running) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(dir, EMBEDDED_DATABASE);
  return { url: embedded.url, close: () => embedded.stop() };
}

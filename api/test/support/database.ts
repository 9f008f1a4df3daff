import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/database/database';

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url) throw new Error('TEST_SERVER_URL is not set: run the tests through jest (global-setup.ts)');
  return url;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const newName = (kind: string) => `institute_${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** Drops a database once the last client has left it; forcing would kill connections still saying goodbye. */
export function dropDatabase(name: string): Promise<void> {
  return admin(async (c) => {
    for (let i = 0; i < 50; i++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * The migrated database of the run (docs/architecture.md, Tests): made once by the global setup,
 * which runs every migration on it and closes its connections, so that PostgreSQL can copy it.
 * Answers its name, which the setup hands to the workers in TEST_TEMPLATE_DATABASE.
 */
export async function createTemplateDatabase(): Promise<string> {
  const name = newName('template');
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const ds = await new DataSource(dataSourceOptions(withDatabase(serverUrl(), name))).initialize();
  try {
    await runMigrations(ds);
  } finally {
    await ds.destroy();
  }
  return name;
}

/**
 * A new database on the test server, a copy of the run's migrated template (`CREATE DATABASE …
 * TEMPLATE`): the app's migrations find nothing to do on it, and it holds no content. Drop it with
 * the returned function. (What a first start on a database with no tables does is the
 * server-process test's, on the embedded PostgreSQL.)
 */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newName('test');
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!template) throw new Error('TEST_TEMPLATE_DATABASE is not set: run the tests through jest (global-setup.ts)');
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return { url: withDatabase(serverUrl(), name), drop: () => dropDatabase(name) };
}

/**
 * A new database with no tables at all, as a restore's target is (docs/operations.md, Restore).
 * Drop it with the returned function.
 */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newName('empty');
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return { url: withDatabase(serverUrl(), name), drop: () => dropDatabase(name) };
}

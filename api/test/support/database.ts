import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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

/** A new, empty database on the test server; drop it with the returned function. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `institute_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(serverUrl(), name),
    // Waits for the app's pool to finish closing; forcing would kill connections still saying goodbye.
    drop: () =>
      admin(async (c) => {
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
      }),
  };
}

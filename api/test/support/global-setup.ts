import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded';

/**
 * Where the test databases live: the PostgreSQL of TEST_DATABASE_URL or DATABASE_URL
 * when set (CI), otherwise an embedded one started for this run. Each test file then
 * makes its own throwaway database there (test/support/app.ts).
 */
export default async function globalSetup(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) {
    process.env.TEST_SERVER_URL = given;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'institute-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir, 'postgres');
  process.env.TEST_SERVER_URL = embedded.url;
  process.env.TEST_EMBEDDED_DIR = dir;
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = embedded;
}

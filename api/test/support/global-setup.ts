import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded';
import { createTemplateDatabase } from './database';

/**
 * Where the test databases live: the PostgreSQL of TEST_DATABASE_URL or DATABASE_URL
 * when set (CI), otherwise an embedded one started for this run. There the setup migrates one
 * template database; each test app then runs on its own copy of it (test/support/app.ts), made
 * by PostgreSQL in a fraction of the time the migrations take. The variables set here reach the
 * jest workers, which start after this setup (docs/architecture.md, Tests).
 */
export default async function globalSetup(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) {
    process.env.TEST_SERVER_URL = given;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'institute-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, 'postgres');
    process.env.TEST_SERVER_URL = embedded.url;
    process.env.TEST_EMBEDDED_DIR = dir;
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = embedded;
  }
  process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabase();
}

import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** Options shared by the app and the tests: one code path for every PostgreSQL. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    extra: { max: 10, idleTimeoutMillis: 30_000, application_name: 'institute-api' },
  };
}

// Any fixed number: every process that migrates this database takes the same lock.
const MIGRATION_LOCK = 2064_0207;

/** Runs pending migrations; several processes starting at once apply them exactly once. */
export async function runMigrations(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

import { timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { escapeIdentifier, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../database/database';
import { MIGRATIONS } from '../database/migrations';
import { CONTENT_TYPES, type MediaStorage, readAll } from '../storage/media-storage';
import { type ArchiveEntry, BackupError, checkArchive, type Manifest, MEDIA_PART, readArchive } from './archive';

/** Where a restore writes: the database, the media store, and DATA_DIR for the two-factor key. */
export interface RestoreTarget {
  databaseUrl: string;
  storage: MediaStorage;
  dataDir: string;
  /** TWO_FACTOR_KEY when it is set: then it must be the archive's key, or the archive's must have been it. */
  twoFactorKeyFromEnvironment?: string;
}

export interface RestoreOptions {
  /** BACKUP_PASSPHRASE, for an encrypted archive. */
  passphrase?: string;
  /** Replaces a database and store that are not empty (--replace). */
  replace?: boolean;
  progress?: (message: string) => void;
}

/** The file DATA_DIR keeps the two-factor key in (config/config.ts). */
const TWO_FACTOR_KEY_FILE = 'two-factor-key';

/** The migrations of this build, oldest first, as TypeORM names and orders them (by the name's 13-digit timestamp). */
function buildMigrations(): { name: string; timestamp: number }[] {
  return MIGRATIONS.map((M) => {
    const name = (new M() as { name?: string }).name ?? M.name;
    return { name, timestamp: Number(name.slice(-13)) };
  }).sort((a, b) => a.timestamp - b.timestamp);
}

/** Refuses an archive whose schema this build does not have (a newer build's, or a foreign one). */
function checkSchema(file: string, manifest: Manifest): void {
  const known = buildMigrations();
  const last = known[known.length - 1];
  if (known.some((m) => m.name === manifest.schema.migration)) return;
  if (manifest.schema.timestamp > last.timestamp)
    throw new BackupError(
      `${file} has a newer schema (${manifest.schema.migration}) than this build (${last.name}): restore it with the version that made it (${manifest.product.version}) or a newer one`,
    );
  throw new BackupError(`${file} has a schema this build does not know (${manifest.schema.migration})`);
}

/** Runs the build's migrations up to the one of `timestamp` only (the archive's schema), on the given query runner. */
class MigrationsUpTo extends MigrationExecutor {
  constructor(
    dataSource: DataSource,
    queryRunner: QueryRunner,
    private readonly last: number,
  ) {
    super(dataSource, queryRunner);
  }

  protected getMigrations(): Migration[] {
    return super.getMigrations().filter((m) => m.timestamp <= this.last);
  }
}

/** The tables of the current schema (not an extension's). */
async function tablesOf(q: QueryRunner): Promise<string[]> {
  const rows = (await q.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`,
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

/**
 * The server's connections to this database, by the application name its pools give
 * (database/database.ts, auth/session.ts): a restore under a running server is refused.
 */
async function serverConnections(q: QueryRunner): Promise<number> {
  const name = (dataSourceOptions('postgres://localhost/').extra as { application_name: string }).application_name;
  const [row] = (await q.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE $1`,
    [`${name}%`],
  )) as { n: number }[];
  return row.n;
}

/** The two-factor key the archive carries, checked against TWO_FACTOR_KEY when that is set. */
function checkTwoFactorKey(file: string, manifest: Manifest, archived: Buffer | undefined, fromEnvironment: string | undefined): void {
  if (manifest.twoFactorKey === 'environment') {
    if (!fromEnvironment)
      throw new BackupError(
        `${file} was made with TWO_FACTOR_KEY set, so it does not hold the two-factor key: set TWO_FACTOR_KEY to that key before restoring`,
      );
    return;
  }
  const key = archived?.toString('utf8').trim() ?? '';
  if (fromEnvironment !== undefined) {
    const a = Buffer.from(key);
    const b = Buffer.from(fromEnvironment);
    if (a.length !== b.length || !timingSafeEqual(a, b))
      throw new BackupError(
        'TWO_FACTOR_KEY is set and is not the two-factor key this archive holds: unset it, so the server reads the restored DATA_DIR/two-factor-key',
      );
  }
}

/**
 * Brings a site back from an archive (docs/operations.md, Restore). First the archive is checked
 * whole (decrypted and authenticated, every part against its checksum, the manifest, the schema
 * against this build's, the two-factor key), and the target must be empty (no tables, no stored
 * files) unless `replace`; anything refused is a BackupError with nothing written. Then, in one
 * transaction, the database's tables are dropped (`replace`), the schema is built by the
 * migrations up to the archive's, the rows are loaded and the sequences set, and the later
 * migrations run; once it is committed the media are written (and, with `replace`, the files
 * the archive lacks deleted), and the two-factor key is written to DATA_DIR. Answers the manifest.
 */
export async function restoreArchive(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<Manifest> {
  const progress = options.progress ?? (() => undefined);
  progress('checking the archive');
  const { manifest, twoFactorKey: archivedKey } = await checkArchive(file, options.passphrase);
  checkSchema(file, manifest);
  checkTwoFactorKey(file, manifest, archivedKey, target.twoFactorKeyFromEnvironment);

  const options_ = dataSourceOptions(target.databaseUrl);
  const ds = await new DataSource({
    ...options_,
    extra: { ...options_.extra, max: 1, application_name: 'institute-restore' },
  }).initialize();
  const q = ds.createQueryRunner();
  try {
    const client = (await q.connect()) as PoolClient;
    if ((await serverConnections(q)) > 0) throw new BackupError('The server is running on this database: stop it before restoring');
    const tables = await tablesOf(q);
    const stored: string[] = [];
    for await (const { key } of target.storage.list()) stored.push(key);
    if ((tables.length > 0 || stored.length > 0) && !options.replace)
      throw new BackupError(
        `The target is not empty (${tables.length} table(s) in the database, ${stored.length} stored file(s)): restore into an empty database and storage, or give --replace to replace them`,
      );

    await q.startTransaction();
    let committed = false;
    const commit = async () => {
      if (committed) return;
      for (const s of manifest.sequences) {
        await q.query('SELECT setval($1::regclass, $2::bigint, $3)', [escapeIdentifier(s.name), s.lastValue, s.isCalled]);
      }
      progress('migrating to this build');
      await new MigrationExecutor(ds, q).executePendingMigrations();
      await q.commitTransaction();
      committed = true;
    };
    const tableOf = new Map(manifest.tables.map((t) => [t.part, t]));
    const written = new Set<string>();
    try {
      if (tables.length > 0) await q.query(`DROP TABLE ${tables.map(escapeIdentifier).join(', ')} CASCADE`);
      progress(`building the schema (${manifest.schema.migration})`);
      await new MigrationsUpTo(ds, q, manifest.schema.timestamp).executePendingMigrations();
      await readArchive(
        file,
        options.passphrase,
        async ({ name, body }: ArchiveEntry) => {
          const table = tableOf.get(name);
          if (table) {
            progress(`table ${table.name}`);
            const columns = table.columns.map(escapeIdentifier).join(', ');
            await pipeline(body, client.query(copyFrom(`COPY ${escapeIdentifier(table.name)} (${columns}) FROM STDIN`)));
            return;
          }
          if (!name.startsWith(MEDIA_PART(''))) return;
          await commit();
          const key = name.slice(MEDIA_PART('').length);
          progress(`media ${written.size + 1}/${manifest.media.files}: ${key}`);
          const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
          await target.storage.put(key, await readAll(body), CONTENT_TYPES[ext] ?? 'application/octet-stream');
          written.add(key);
        },
        manifest,
      );
      await commit();
    } catch (err) {
      if (!committed) await q.rollbackTransaction().catch(() => undefined);
      throw err;
    }
    if (options.replace) await target.storage.delete(stored.filter((key) => !written.has(key)));
    if (archivedKey) {
      await mkdir(target.dataDir, { recursive: true });
      await writeFile(join(target.dataDir, TWO_FACTOR_KEY_FILE), archivedKey, { mode: 0o600 });
    }
    return manifest;
  } finally {
    await q.release().catch(() => undefined);
    await ds.destroy();
  }
}

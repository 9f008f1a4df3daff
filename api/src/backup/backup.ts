import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client, escapeIdentifier } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pack as tarPack, type Pack } from 'tar-stream';
import { dataSourceOptions } from '../database/database';
import type { MediaStorage } from '../storage/media-storage';
import {
  BackupError,
  encryptingStream,
  Hasher,
  MANIFEST,
  type Manifest,
  MEDIA_PART,
  newManifest,
  type Part,
  type SequenceValue,
  TABLE_PART,
  type TableDump,
  TWO_FACTOR_KEY_PART,
} from './archive';

/** What a backup reads: the database, the media store, and the two-factor key when it is DATA_DIR's. */
export interface BackupSource {
  databaseUrl: string;
  storage: MediaStorage;
  /** DATA_DIR/two-factor-key; undefined when the key is TWO_FACTOR_KEY, which the operator keeps. */
  twoFactorKey?: string;
}

/**
 * What a backup of this site reads: its database, its media store and, when the two-factor key is
 * DATA_DIR's, that key; TWO_FACTOR_KEY set in the environment is the operator's to keep
 * (docs/operations.md, Backups).
 */
export function siteSource(
  config: { twoFactorKey: string },
  databaseUrl: string,
  storage: MediaStorage,
  env: NodeJS.ProcessEnv = process.env,
): BackupSource {
  return { databaseUrl, storage, twoFactorKey: env.TWO_FACTOR_KEY?.trim() ? undefined : config.twoFactorKey };
}

export interface BackupOptions {
  /** Encrypts the archive (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** A folder for a table's rows while they are counted (the archive needs a part's size before its bytes). */
  spoolDir: string;
  /** Told what is being written, for a terminal's progress line. */
  progress?: (message: string) => void;
}

/** The migrations table, as the app's data source names it (database/database.ts). */
const MIGRATIONS_TABLE = dataSourceOptions('postgres://localhost/').migrationsTableName ?? 'migrations';

/**
 * The session store's table (auth/session.ts). It is left out of a backup like every unlogged
 * table (the rate-limit counters, docs/behaviour.md, Rate limits): a restored site starts with
 * no one signed in and every counter at zero. The migrations table is left out too: a restore
 * builds the schema by running the migrations (docs/operations.md, Restore).
 */
const SESSION_TABLE = 'session';

/** The product's version: the API package's (api/package.json, beside dist/ and src/). */
function productVersion(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

interface TableInfo {
  name: string;
  columns: string[];
}

/**
 * The tables to back up, read from the database's catalogue (the current schema, not an
 * extension's): each after the tables its foreign keys refer to, so a restore loads them in this
 * order with every constraint checked.
 */
async function tablesToDump(client: Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; refers: string[] }>(
    `SELECT c.relname AS name,
            array(SELECT a.attname::text FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                   ORDER BY a.attnum) AS columns,
            array(SELECT DISTINCT f.confrelid::regclass::text FROM pg_constraint f
                   WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refers
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relpersistence = 'p'
        AND c.relname NOT IN ($1, $2)
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
    [SESSION_TABLE, MIGRATIONS_TABLE],
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    const table = byName.get(name);
    if (!table || placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of table.refers) place(parent.replace(/^"|"$/g, ''), path);
    placed.add(name);
    ordered.push({ name, columns: table.columns });
  };
  for (const { name } of rows) place(name, new Set());
  return ordered;
}

/** The sequences of the current schema but those of tables left out, with their values now. */
async function sequenceValues(client: Client): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT s.relname AS name FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = current_schema() AND s.relkind = 'S'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
                         WHERE d.objid = s.oid AND d.deptype IN ('a', 'i')
                           AND (t.relname IN ($1, $2) OR t.relpersistence <> 'p'))
      ORDER BY s.relname`,
    [SESSION_TABLE, MIGRATIONS_TABLE],
  );
  const out: SequenceValue[] = [];
  for (const { name } of rows) {
    const [value] = (
      await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${escapeIdentifier(name)}`)
    ).rows;
    out.push({ name, lastValue: value.last_value, isCalled: value.is_called });
  }
  return out;
}

/** Writes one part into the archive from `body`, whose length is `size`, answering its checksum. */
async function addPart(pack: Pack, name: string, size: number, body: Readable): Promise<Part> {
  const hasher = new Hasher();
  let entry!: NodeJS.WritableStream;
  const done = new Promise<void>((ok, fail) => {
    // tar-stream's streams are streamx's, which take Node's writes, ends and 'drain'.
    entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? fail(err) : ok())) as unknown as NodeJS.WritableStream;
  });
  for await (const chunk of body.pipe(hasher)) {
    if (!entry.write(chunk as Buffer)) await once(entry, 'drain');
  }
  entry.end();
  await done;
  return { name, bytes: hasher.bytes, sha256: hasher.digest() };
}

/** Counts the rows of COPY's text format: one line each (a newline inside a value is written `\n`). */
function countLines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

/** The last migration the database has run: its schema version. */
async function schemaVersion(client: Client): Promise<Manifest['schema']> {
  const { rows } = await client
    .query<{ name: string; timestamp: string }>(
      `SELECT name, timestamp::text FROM ${escapeIdentifier(MIGRATIONS_TABLE)} ORDER BY timestamp DESC, id DESC LIMIT 1`,
    )
    .catch(() => ({ rows: [] }));
  if (rows.length === 0) throw new BackupError('The database has no schema yet (no migration has run): start the site once first');
  return { migration: rows[0].name, timestamp: Number(rows[0].timestamp) };
}

/**
 * Writes a whole backup archive to `out` (docs/operations.md, Backups): every table of the
 * database as one snapshot (one REPEATABLE READ READ ONLY transaction on one connection), but the
 * sessions and rate-limit counters; then every stored media file; then the two-factor key; then
 * the manifest. Rows and files are streamed, a table's rows through a file in `spoolDir`, so
 * memory stays flat whatever the size of the site. Answers the manifest.
 * @public backupToDirectory writes to a file; a caller may give any stream (the tests, a bucket's upload)
 */
export async function writeBackup(source: BackupSource, out: Writable, options: BackupOptions): Promise<Manifest> {
  const progress = options.progress ?? (() => undefined);
  // The moment the backup is of: its snapshot begins now.
  const createdAt = new Date().toISOString();
  const pack = tarPack();
  const tar = pack as unknown as Readable;
  const written = options.passphrase
    ? pipeline(tar, createGzip(), await encryptingStream(options.passphrase), out)
    : pipeline(tar, createGzip(), out);
  // A failure of the output surfaces from `written`; meanwhile the writes below must not hang.
  written.catch(() => pack.destroy());
  const client = new Client({ connectionString: source.databaseUrl, application_name: 'institute-backup' });
  await client.connect();
  const parts: Part[] = [];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const schema = await schemaVersion(client);
    const tables: TableDump[] = [];
    for (const table of await tablesToDump(client)) {
      progress(`table ${table.name}`);
      const part = TABLE_PART(table.name);
      const spool = join(options.spoolDir, `${tables.length}.copy`);
      let rows = 0;
      const columns = table.columns.map(escapeIdentifier).join(', ');
      const copy = client.query(copyTo(`COPY ${escapeIdentifier(table.name)} (${columns}) TO STDOUT`));
      await pipeline(
        copy,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            rows += countLines(chunk);
            yield chunk;
          }
        },
        createWriteStream(spool),
      );
      parts.push(await addPart(pack, part, (await stat(spool)).size, createReadStream(spool)));
      await unlink(spool);
      tables.push({ ...table, rows, part });
    }
    const sequences = await sequenceValues(client);
    await client.query('COMMIT');

    let files = 0;
    let mediaBytes = 0;
    for await (const { key } of source.storage.list()) {
      // A file still being written (local-storage.ts writes `<key>.<uuid>.part`, then renames it).
      if (key.endsWith('.part')) continue;
      const object = await source.storage.get(key);
      // Deleted since it was listed.
      if (!object) continue;
      progress(`media ${files + 1}: ${key}`);
      const part = await addPart(pack, MEDIA_PART(key), object.size, object.body);
      parts.push(part);
      files++;
      mediaBytes += part.bytes;
    }

    if (source.twoFactorKey !== undefined) {
      const key = Buffer.from(source.twoFactorKey + '\n');
      parts.push(await addPart(pack, TWO_FACTOR_KEY_PART, key.length, Readable.from([key])));
    }
    const manifest = newManifest({
      product: productVersion(),
      schema,
      createdAt,
      tables,
      sequences,
      media: { files, bytes: mediaBytes },
      twoFactorKey: source.twoFactorKey !== undefined ? 'archive' : 'environment',
      parts,
    });
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await addPart(pack, MANIFEST, json.length, Readable.from([json]));
    pack.finalize();
    await written;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
}

/** An archive's file name as archiveName writes it; nothing else in a backup folder or bucket is an archive. */
export const ARCHIVE_NAME = /^institute-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz(\.enc)?$/;

/** The archive's file name: when it was made (UTC), `.enc` when encrypted. */
function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `institute-backup-${stamp}.tar.gz${encrypted ? '.enc' : ''}`;
}

/** When an archive named by archiveName was made, read back from its name (whole seconds, UTC). */
export function archiveTime(name: string): Date {
  const [, day, hours, minutes, seconds] = /^institute-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(name)!;
  return new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
}

/**
 * Writes a backup archive into `dir` (created when missing) as `institute-backup-<UTC time>.tar.gz`
 * (`.enc` added when encrypted): written as `<name>.part`, renamed once whole, so a file of that
 * name is always a finished archive.
 */
export async function backupToDirectory(
  source: BackupSource,
  dir: string,
  options: Omit<BackupOptions, 'spoolDir'>,
): Promise<WrittenBackup> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  const file = join(dir, archiveName(new Date(started), Boolean(options.passphrase)));
  const partial = `${file}.part`;
  const spoolDir = await mkdtemp(join(dir, '.spool-'));
  try {
    const manifest = await writeBackup(source, createWriteStream(partial, { mode: 0o600 }), { ...options, spoolDir });
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

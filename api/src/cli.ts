import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { backupToDirectory, siteSource } from './backup/backup';
import { backupStore, type BackupStore, FolderBackups, summaryOf } from './backup/backup-store';
import { BackupError } from './backup/archive';
import { restoreArchive } from './backup/restore';
import { openSiteDatabase } from './backup/site-database';
import { type AppConfig, ConfigError, loadConfig } from './config/config';
import { createStorage } from './storage/storage.module';

const USAGE = 'Usage: cli.js backup [--out DIR] | cli.js restore FILE [--replace]';

/** The folder the command was typed in: npm runs a workspace's script in the workspace, and tells the first folder as INIT_CWD. */
const typedIn = process.env.INIT_CWD ?? process.cwd();
const fromTypedIn = (path: string) => (isAbsolute(path) ? path : resolve(typedIn, path));

/** A line rewritten in place on a terminal; nothing when the output is not one (a log, cron's mail). */
function progressLine(): { show(message: string): void; clear(): void } {
  if (!process.stdout.isTTY) return { show: () => undefined, clear: () => undefined };
  const width = () => Math.max(20, (process.stdout.columns || 80) - 1);
  return {
    show: (message) => process.stdout.write(`\r${message.slice(0, width()).padEnd(width())}`),
    clear: () => process.stdout.write(`\r${' '.repeat(width())}\r`),
  };
}

const size = (bytes: number) => (bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`);

/**
 * Reads the configuration as the server does. A restore writes nothing before its checks, so the
 * secrets the server generates into DATA_DIR on first use are not generated here: the restore
 * writes the archive's two-factor key, and the server makes the session secret when it starts.
 */
function configFor(command: 'backup' | 'restore'): AppConfig {
  const env = { ...process.env };
  if (command === 'restore') {
    const placeholder = 'x'.repeat(64);
    env.SESSION_SECRET ||= placeholder;
    env.TWO_FACTOR_KEY ||= placeholder;
  }
  return loadConfig(env);
}

async function backup(args: string[]): Promise<void> {
  const outAt = args.indexOf('--out');
  if (args.some((a, i) => a !== '--out' && i !== outAt + 1) || (outAt !== -1 && !args[outAt + 1])) throw new BackupError(USAGE);
  const config = configFor('backup');
  // --out DIR: that folder; otherwise where the server keeps its backups (BACKUP_DIR or BACKUP_S3_BUCKET).
  const dir = outAt !== -1 ? fromTypedIn(args[outAt + 1]) : config.backup.dir;
  const store: BackupStore = outAt !== -1 ? new FolderBackups(dir) : backupStore(config.backup);
  const database = await openSiteDatabase(config);
  const storage = await createStorage(config);
  const line = progressLine();
  try {
    const done = await backupToDirectory(siteSource(config, database.url, storage), dir, {
      passphrase: config.backup.passphrase,
      progress: (message) => line.show(`Backing up: ${message}`),
    });
    const summary = summaryOf(done, 'command');
    await store.keep(done.file, summary);
    line.clear();
    const m = done.manifest;
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `Backup written: ${store.where.replace(/\/?$/, '/')}${summary.id} (${size(done.bytes)}, ${m.tables.length} tables, ${rows} rows, ` +
        `${m.media.files} media files, ${done.seconds.toFixed(1)} s${config.backup.passphrase ? ', encrypted' : ''})\n`,
    );
  } finally {
    line.clear();
    storage.close?.();
    store.close?.();
    await database.close();
  }
}

async function restore(args: string[]): Promise<void> {
  const replace = args.includes('--replace');
  const files = args.filter((a) => a !== '--replace');
  if (files.length !== 1 || files[0].startsWith('--')) throw new BackupError(USAGE);
  const file = fromTypedIn(files[0]);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const config = configFor('restore');
  const database = await openSiteDatabase(config, true);
  const storage = await createStorage(config);
  const line = progressLine();
  const started = Date.now();
  try {
    const m = await restoreArchive(
      file,
      {
        databaseUrl: database.url,
        storage,
        dataDir: config.dataDir,
        twoFactorKeyFromEnvironment: process.env.TWO_FACTOR_KEY?.trim() || undefined,
      },
      { passphrase: config.backup.passphrase, replace, progress: (message) => line.show(`Restoring: ${message}`) },
    );
    line.clear();
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `Restored: ${file} (made ${m.createdAt}, schema ${m.schema.migration}; ${m.tables.length} tables, ${rows} rows, ` +
        `${m.media.files} media files, ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
  } finally {
    line.clear();
    storage.close?.();
    await database.close();
  }
}

/**
 * `npm run backup` and `npm run restore -- FILE` (docs/operations.md, Backups and Restore), also
 * `node api/dist/cli.js backup|restore` in a container. A refusal or failure is one line on
 * stderr and exit code 1.
 */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return backup(args);
  if (command === 'restore') return restore(args);
  throw new BackupError(USAGE);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const restoring = process.argv[2] === 'restore';
    const kind =
      err instanceof ConfigError
        ? 'Configuration error'
        : err instanceof BackupError
          ? restoring
            ? 'Restore refused'
            : 'Backup refused'
          : restoring
            ? 'Restore failed'
            : 'Backup failed';
    process.stderr.write(`${kind}: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exit(1);
  },
);

// `npm run bench:backup` (after `npm run build`): the backup and restore commands (`node
// api/dist/cli.js backup|restore`, docs/operations.md, Backups and Restore) on a grown site, at two
// sizes, against a baseline in the same run. See README.md (Backups).
//
// The site: the built app on a throwaway database with the demo content, grown by SQL to the
// news items, certificates and applications of a size, and phone photos uploaded through the media
// library (`POST /api/admin/uploads`, so each is stored cleaned with its variants). The app is
// stopped before anything is measured. At each size:
//   - app backup: `node api/dist/cli.js backup --out DIR` with DATABASE_URL and DATA_DIR;
//   - app restore: `node api/dist/cli.js restore FILE` into a new empty database and DATA_DIR,
//     checked: every table's rows and the stored files (count and bytes) as in the site;
//   - baseline backup: this file run as `baseline-backup`: every table the backup holds, `COPY ...
//     TO STDOUT` in one snapshot, then every stored file, streamed through one gzip into one file;
//   - baseline restore: this file run as `baseline-restore`: that file through gunzip, each table
//     `COPY ... FROM STDIN` in one transaction (in a database whose schema the migrations built,
//     untimed), then each file written back; checked as the app's restore.
// Each is its own node process: its time is the wall clock from start to exit, its peak memory the
// process's high-water mark (VmHWM of /proc/self/status, read as it exits), its CPU time user +
// system. The results go under `backup` in bench/results.json.
//
// Environment: DATABASE_URL (a PostgreSQL server; default the local one), BENCH_BACKUP_SCALES
// (fractions of the full size, default `0.1,1`), BENCH_BACKUP_ENCRYPTED (`false`: no row with
// BACKUP_PASSPHRASE at the largest size), BENCH_BACKUP_PROFILE (a directory: the commands run
// under `node --cpu-prof` there and each profile is summarised).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const api = join(here, '..', 'api');
// The API's own packages and build, as the commands load them.
const fromApi = createRequire(join(api, 'package.json'));
const CLI = join(api, 'dist', 'cli.js');
const RESULTS = join(here, 'results.json');

/** The full size; BENCH_BACKUP_SCALES runs fractions of it. */
const FULL = { news: 10_000, certificates: 20_000, applications: 2_000, photos: 200 };
const SCALES = (process.env.BENCH_BACKUP_SCALES ?? '0.1,1').split(',').map(Number);
const ENCRYPTED = process.env.BENCH_BACKUP_ENCRYPTED !== 'false';
const PROFILE = process.env.BENCH_BACKUP_PROFILE;
const PASSPHRASE = 'bench backup passphrase';
/** Uploads at once: one per core keeps both cores busy with the image pipeline. */
const UPLOADS_AT_ONCE = 2;
/** The goals on a 2-core machine, in seconds. */
const GOALS = { backup: 30, restore: 60 };

// ---- the site's data, as the backup sees it ------------------------------------------------------

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The tables a backup holds: those of the current schema that are logged (an unlogged table, the
 * rate-limit counters, is left out), not an extension's, but the sessions and the migrations;
 * each after the tables its foreign keys refer to.
 */
async function tablesInOrder(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name,
            array(SELECT DISTINCT f.confrelid::regclass::text FROM pg_constraint f
                   WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refers
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relpersistence = 'p'
        AND c.relname NOT IN ('session', 'migrations')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ordered = [];
  const place = (name) => {
    const table = byName.get(name);
    if (!table || ordered.includes(name)) return;
    byName.delete(name);
    for (const parent of table.refers) place(parent.replace(/^"|"$/g, ''));
    ordered.push(name);
  };
  for (const { name } of rows) place(name);
  return ordered;
}

/** Every table's rows (those a backup holds) and the stored files with their bytes: what a restore must bring back. */
async function siteState(url, dataDir) {
  const tables = await withClient(url, async (client) => {
    const counts = {};
    for (const name of await tablesInOrder(client))
      counts[name] = (await client.query(`SELECT count(*)::int AS n FROM ${client.escapeIdentifier(name)}`)).rows[0].n;
    return counts;
  });
  const keys = mediaKeys(dataDir);
  const bytes = keys.reduce((sum, key) => sum + statSync(join(dataDir, 'uploads', key)).size, 0);
  return { tables, media: { files: keys.length, bytes } };
}

/** The stored files under DATA_DIR/uploads (local storage), by key; a file still being written (`.part`) left out. */
function mediaKeys(dataDir) {
  const dir = join(dataDir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((name) => !name.endsWith('.part') && statSync(join(dir, name)).isFile())
    .sort();
}

/** Throws when a restored site differs from the one backed up: a table's rows, or the stored files. */
function checkRestored(what, source, restored) {
  const differing = Object.keys(source.tables).filter((t) => source.tables[t] !== restored.tables[t]);
  if (differing.length)
    throw new Error(
      `${what}: rows differ in ${differing.map((t) => `${t} (${source.tables[t]} backed up, ${restored.tables[t]} restored)`).join(', ')}`,
    );
  if (source.media.files !== restored.media.files || source.media.bytes !== restored.media.bytes)
    throw new Error(
      `${what}: ${restored.media.files} files of ${restored.media.bytes} bytes restored, ${source.media.files} of ${source.media.bytes} backed up`,
    );
}

// ---- the baseline: the same bytes, streamed with nothing else -------------------------------------

/**
 * Every table the backup holds (`COPY ... TO STDOUT`, in one snapshot), then every stored file,
 * through one gzip into `out`; beside it `<out>.json` lists the parts and their bytes.
 */
async function baselineBackup(url, dataDir, out) {
  const { to: copyTo } = fromApi('pg-copy-streams');
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(out));
  const parts = [];
  const add = async (name, body) => {
    let bytes = 0;
    for await (const chunk of body) {
      bytes += chunk.length;
      if (!gzip.write(chunk)) await once(gzip, 'drain');
    }
    parts.push({ name, bytes });
  };
  await withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const table of await tablesInOrder(client))
      await add(`table:${table}`, client.query(copyTo(`COPY ${client.escapeIdentifier(table)} TO STDOUT`)));
    await client.query('COMMIT');
  });
  for (const key of mediaKeys(dataDir)) await add(`media:${key}`, createReadStream(join(dataDir, 'uploads', key)));
  gzip.end();
  await written;
  writeFileSync(`${out}.json`, JSON.stringify(parts));
}

/**
 * The baseline's file back: through gunzip, each table's part `COPY ... FROM STDIN` in one
 * transaction, then each file written under DATA_DIR/uploads.
 */
async function baselineRestore(url, dataDir, file) {
  const { from: copyFrom } = fromApi('pg-copy-streams');
  const parts = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
  const chunks = createReadStream(file).pipe(createGunzip())[Symbol.asyncIterator]();
  let rest = Buffer.alloc(0);
  /** The next `bytes` of the unzipped stream. */
  async function* take(bytes) {
    while (bytes > 0) {
      if (rest.length === 0) {
        const next = await chunks.next();
        if (next.done) throw new Error(`${file} ends early`);
        rest = next.value;
      }
      const piece = rest.subarray(0, Math.min(bytes, rest.length));
      rest = rest.subarray(piece.length);
      bytes -= piece.length;
      yield piece;
    }
  }
  const part = (bytes) => Readable.from(take(bytes), { objectMode: false });
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    for (const { name, bytes } of parts.filter((p) => p.name.startsWith('table:'))) {
      await pipeline(part(bytes), client.query(copyFrom(`COPY ${client.escapeIdentifier(name.slice(6))} FROM STDIN`)));
    }
    await client.query('COMMIT');
  });
  for (const { name, bytes } of parts.filter((p) => p.name.startsWith('media:'))) {
    const path = join(dataDir, 'uploads', name.slice(6));
    mkdirSync(dirname(path), { recursive: true });
    await pipeline(part(bytes), createWriteStream(path));
  }
}

// ---- measured processes ---------------------------------------------------------------------------

/** Run in each measured process: writes its peak memory (VmHWM) and CPU time to BENCH_PEAK_FILE as it exits. */
const PEAK_HOOK = `import { readFileSync, writeFileSync } from 'node:fs';
process.on('exit', () => {
  const kB = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  writeFileSync(process.env.BENCH_PEAK_FILE, JSON.stringify({ kB, cpuUs: userCPUTime + systemCPUTime }));
});
`;

/**
 * Runs `node <args>` with only `env` (and PATH, HOME), as an operator's shell would; answers its
 * output, wall-clock seconds, peak memory (MB) and CPU seconds. A non-zero exit throws with its stderr.
 */
async function measured(work, label, args, env) {
  const hook = join(work, 'peak-hook.mjs');
  if (!existsSync(hook)) writeFileSync(hook, PEAK_HOOK);
  const peakFile = join(work, `${label}.peak.json`);
  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`, `--cpu-prof-name=${label}-${Date.now()}.cpuprofile`] : [];
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', hook, ...profile, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'error', BENCH_PEAK_FILE: peakFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = await once(child, 'exit');
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label} exited with ${code}: ${stderr.trim()}`);
  const peak = JSON.parse(readFileSync(peakFile, 'utf8'));
  return { stdout, seconds: round(seconds, 2), peakMb: round(peak.kB / 1024, 1), cpuSeconds: round(peak.cpuUs / 1e6, 2) };
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes) => round(bytes / 2 ** 20, 1);

// ---- the run --------------------------------------------------------------------------------------

/** What is still to be removed (databases, folders): removed last first at the end, also on failure or Ctrl-C. */
const cleanups = new Set();
async function cleanUp() {
  for (const release of [...cleanups].reverse()) await release().catch((err) => console.error(`clean-up: ${err.message}`));
}

/** `remove` registered for the end; answers a release() that removes it now. */
function removedAtEnd(remove) {
  const release = async () => {
    cleanups.delete(release);
    await remove();
  };
  cleanups.add(release);
  return release;
}

/** A throwaway database (processes.mjs), dropped at the end or by release(). */
async function throwawayDatabase(database) {
  const db = await database();
  return { url: db.url, release: removedAtEnd(() => db.drop()) };
}

/** A folder in the system's temporary folder, removed at the end or by release(). */
function folder(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, release: removedAtEnd(async () => rmSync(dir, { recursive: true, force: true })) };
}

/** Uploads photos numbered `from` to `to` - 1 through the media library, UPLOADS_AT_ONCE at a time. */
async function uploadPhotos(app, cookie, photos, from, to) {
  let next = from;
  const uploader = async () => {
    while (next < to) {
      const i = next++;
      const body = new FormData();
      body.append('file', new Blob([photos[i % photos.length]], { type: 'image/jpeg' }), `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
      const res = await fetch(`${app.url}/api/admin/uploads`, { method: 'POST', headers: { cookie, origin: app.url }, body });
      if (res.status !== 201) throw new Error(`upload ${i + 1} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploader));
}

/** The app's backup and restore of the site, and optionally BACKUP_PASSPHRASE; each restore checked. */
async function appRun(work, database, site, source, label, passphrase) {
  const env = passphrase ? { BACKUP_PASSPHRASE: passphrase } : {};
  const out = join(work, `archives-${label}`);
  const backup = await measured(work, `backup-${label}`, [CLI, 'backup', '--out', out], {
    DATABASE_URL: site.url,
    DATA_DIR: site.dataDir,
    ...env,
  });
  const archive = /^Backup written: (\S+)/.exec(backup.stdout)?.[1];
  if (!archive) throw new Error(`backup-${label} wrote no archive: ${backup.stdout}`);
  const archiveMb = mb(statSync(archive).size);
  const target = await throwawayDatabase(database);
  const targetDir = folder('institute-bench-restore-');
  const restore = await measured(work, `restore-${label}`, [CLI, 'restore', archive], {
    DATABASE_URL: target.url,
    DATA_DIR: targetDir.dir,
    ...env,
  });
  checkRestored(`restore-${label}`, source, await siteState(target.url, targetDir.dir));
  await targetDir.release();
  await target.release();
  rmSync(out, { recursive: true, force: true });
  return { backup: { ...backup, stdout: undefined, archiveMb }, restore: { ...restore, stdout: undefined } };
}

/** The baseline's backup and restore of the site; the restore into a database the migrations built, then emptied (untimed), and checked. */
async function baselineRun(work, database, site, source, label) {
  const out = join(work, `baseline-${label}.gz`);
  const backup = await measured(work, `baseline-backup-${label}`, [fileURLToPath(import.meta.url), 'baseline-backup', out], {
    DATABASE_URL: site.url,
    DATA_DIR: site.dataDir,
  });
  const fileMb = mb(statSync(out).size);
  const target = await throwawayDatabase(database);
  const targetDir = folder('institute-bench-baseline-');
  await migrated(target.url);
  const restore = await measured(work, `baseline-restore-${label}`, [fileURLToPath(import.meta.url), 'baseline-restore', out], {
    DATABASE_URL: target.url,
    DATA_DIR: targetDir.dir,
  });
  checkRestored(`baseline-restore-${label}`, source, await siteState(target.url, targetDir.dir));
  await targetDir.release();
  await target.release();
  rmSync(out, { force: true });
  rmSync(`${out}.json`, { force: true });
  return { backup: { ...backup, stdout: undefined, archiveMb: fileMb }, restore: { ...restore, stdout: undefined } };
}

/** Builds the schema with the build's migrations and empties the tables a backup holds (what the migrations seed). */
async function migrated(url) {
  const { DataSource } = fromApi('typeorm');
  const { dataSourceOptions, runMigrations } = fromApi('./dist/database/database.js');
  const ds = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    await runMigrations(ds);
  } finally {
    await ds.destroy();
  }
  await withClient(url, async (client) => {
    const tables = await tablesInOrder(client);
    await client.query(`TRUNCATE ${tables.map((t) => client.escapeIdentifier(t)).join(', ')} RESTART IDENTITY CASCADE`);
  });
}

const fmt = (value, width) => String(value ?? '–').padStart(width);
const ratio = (a, b) => (b ? round(a / b, 2) : null);

async function main() {
  const { phonePhoto } = await import('../e2e-support/photos.mjs');
  const { growApplications, growCertificates, growNews } = await import('./content.mjs');
  const { database, signIn, startApp } = await import('./processes.mjs');
  const { summariseProfiles } = await import('./profile.mjs');
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first`);

  const loadBefore = loadavg().map((l) => round(l, 2));
  const work = folder('institute-bench-backup-').dir;
  const siteDir = folder('institute-bench-site-').dir;
  const site = { url: (await throwawayDatabase(database)).url, dataDir: siteDir };
  // Phone-like photos, 4032x3024 JPEG of about 3.5 MB with GPS and the rest; the third stored with Orientation 6.
  const photos = await Promise.all([1, 2, 3].map((seed) => phonePhoto({ seed, orientation: seed === 3 ? 6 : undefined })));
  const sizes = [];
  let photosUploaded = 0;
  for (const scale of SCALES) {
    const content = Object.fromEntries(Object.entries(FULL).map(([k, n]) => [k, Math.round(n * scale)]));
    const label = `x${scale}`;
    console.log(
      `\nGrowing the site to ${content.news} news items, ${content.certificates} certificates, ${content.applications} applications, ${content.photos} photos…`,
    );
    // The app on the site's own DATA_DIR (which outlives it), stopped before anything is measured.
    const app = await startApp(site.url, { env: { SEED_DEMO: 'true', DATA_DIR: siteDir } });
    try {
      const started = performance.now();
      await withClient(site.url, async (client) => {
        await client.query(growNews(content.news));
        await client.query(growCertificates(content.certificates));
        await client.query(growApplications(content.applications));
      });
      await uploadPhotos(app, await signIn(app), photos, photosUploaded, content.photos);
      photosUploaded = Math.max(photosUploaded, content.photos);
      console.log(`grown in ${Math.round((performance.now() - started) / 1000)} s`);
    } finally {
      await app.stop();
    }
    const source = await siteState(site.url, siteDir);
    const rows = Object.values(source.tables).reduce((a, b) => a + b, 0);
    console.log(
      `site: ${rows} rows in ${Object.keys(source.tables).length} tables, ${source.media.files} stored files (${mb(source.media.bytes)} MB)`,
    );

    const measuredSize = { scale, content, rows, mediaFiles: source.media.files, mediaMb: mb(source.media.bytes) };
    measuredSize.app = await appRun(work, database, site, source, label);
    measuredSize.baseline = await baselineRun(work, database, site, source, label);
    if (ENCRYPTED && scale === Math.max(...SCALES))
      measuredSize.encrypted = await appRun(work, database, site, source, `${label}-enc`, PASSPHRASE);
    for (const side of ['backup', 'restore'])
      measuredSize[`${side}AppOverBaseline`] = ratio(measuredSize.app[side].seconds, measuredSize.baseline[side].seconds);
    sizes.push(measuredSize);
  }
  const loadAfter = loadavg().map((l) => round(l, 2));

  // ---- the table ----
  console.log(
    `\nBackup and restore (node ${process.version}, ${cpus().length} cores; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after)`,
  );
  console.log(
    'size'.padEnd(30),
    'part'.padEnd(18),
    fmt('app s', 7),
    fmt('base s', 7),
    fmt('app÷base', 9),
    fmt('app CPU s', 10),
    fmt('app peak MB', 12),
    fmt('base peak MB', 13),
    fmt('archive MB', 11),
    fmt('base MB', 8),
  );
  for (const s of sizes) {
    const name = `${s.content.news}/${s.content.certificates}/${s.content.applications}/${s.content.photos}`;
    const rowsOf = [
      ['backup', s.app.backup, s.baseline.backup],
      ['restore', s.app.restore, s.baseline.restore],
      ...(s.encrypted
        ? [
            ['backup, encrypted', s.encrypted.backup, s.baseline.backup],
            ['restore, encrypted', s.encrypted.restore, s.baseline.restore],
          ]
        : []),
    ];
    for (const [part, app, base] of rowsOf) {
      console.log(
        (part.startsWith('backup') ? name : '').padEnd(30),
        part.padEnd(18),
        fmt(app.seconds, 7),
        fmt(base.seconds, 7),
        fmt(ratio(app.seconds, base.seconds), 9),
        fmt(app.cpuSeconds, 10),
        fmt(app.peakMb, 12),
        fmt(base.peakMb, 13),
        fmt(app.archiveMb, 11),
        fmt(base.archiveMb, 8),
      );
    }
  }
  const [small, large] = [sizes[0], sizes.at(-1)];
  const flat =
    sizes.length > 1
      ? {
          backupPeakLargeOverSmall: ratio(large.app.backup.peakMb, small.app.backup.peakMb),
          restorePeakLargeOverSmall: ratio(large.app.restore.peakMb, small.app.restore.peakMb),
        }
      : undefined;
  if (flat)
    console.log(
      `\nPeak RSS, x${large.scale} ÷ x${small.scale}: backup ${large.app.backup.peakMb} ÷ ${small.app.backup.peakMb} MB = ${flat.backupPeakLargeOverSmall}, ` +
        `restore ${large.app.restore.peakMb} ÷ ${small.app.restore.peakMb} MB = ${flat.restorePeakLargeOverSmall}`,
    );
  const goals = {
    backupSeconds: GOALS.backup,
    restoreSeconds: GOALS.restore,
    backupMet: large.app.backup.seconds <= GOALS.backup,
    restoreMet: large.app.restore.seconds <= GOALS.restore,
  };
  console.log(
    `Goals at x${large.scale}: backup ${large.app.backup.seconds} s (≤ ${GOALS.backup} s: ${goals.backupMet ? 'met' : 'missed'}), ` +
      `restore ${large.app.restore.seconds} s (≤ ${GOALS.restore} s: ${goals.restoreMet ? 'met' : 'missed'})`,
  );

  const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  results.backup = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    loadAverage: { before: loadBefore, after: loadAfter },
    sizes,
    flat,
    goals,
  };
  writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');
  if (PROFILE) summariseProfiles(PROFILE);
}

const [mode, file] = process.argv.slice(2);
if (mode === 'baseline-backup') await baselineBackup(process.env.DATABASE_URL, process.env.DATA_DIR, file);
else if (mode === 'baseline-restore') await baselineRestore(process.env.DATABASE_URL, process.env.DATA_DIR, file);
else {
  process.once('SIGINT', () => cleanUp().then(() => process.exit(130)));
  try {
    await main();
  } finally {
    await cleanUp();
  }
}

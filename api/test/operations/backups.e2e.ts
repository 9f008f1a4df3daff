import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BackupError } from '../../src/backup/archive';
import { backupToDirectory, writeBackup } from '../../src/backup/backup';
import { restoreArchive, type RestoreTarget } from '../../src/backup/restore';
import { dataSourceOptions, runMigrations } from '../../src/database/database';
import { MIGRATIONS } from '../../src/database/migrations';
import { LocalStorage } from '../../src/storage/local-storage';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { ADMIN, fetchBytes, servedRoutes, startTestApp, type TestApp } from '../support/app';
import { createEmptyDatabase, createThrowawayDatabase } from '../support/database';
import { phonePhoto } from '../support/images';
import { type Authenticator, passwordStep, userWithTwoFactor } from '../support/two-factor';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');
const PASSPHRASE = 'correct horse battery staple';

/** `node dist/cli.js …` (what `npm run backup` and `npm run restore` run), with its exit code and output. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const { TWO_FACTOR_KEY: _key, BACKUP_PASSPHRASE: _passphrase, DATABASE_URL: _url, ...inherited } = process.env;
    execFile(process.execPath, [CLI, ...args], { env: { ...inherited, LOG_LEVEL: 'error', ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const storageOf = (dataDir: string) => new LocalStorage(join(dataDir, 'uploads'), join(dataDir, 'uploads-set-aside'));

/** Every row count of the database's tables, and its stored files: what "unchanged" is compared on. */
async function stateOf(url: string, dataDir: string): Promise<{ tables: Record<string, number>; files: string[] }> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const names = (
      await c.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`)
    ).rows;
    const tables: Record<string, number> = {};
    for (const { name } of names) tables[name] = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    const files = existsSync(dataDir) ? (readdirSync(dataDir, { recursive: true }) as string[]).sort() : [];
    return { tables, files };
  } finally {
    await c.end();
  }
}

/**
 * Backups and restores (docs/operations.md, Backups and Restore): a restore drill of a whole site
 * through the commands, a snapshot taken under writes, and the archives and targets refused.
 */
describe('backup and restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'institute-backups-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  describe('a restore drill', () => {
    const sourceDir = join(work, 'source');
    const targetDir = join(work, 'target');
    let archive: string;
    let summary: string;
    /** What the site answered before its backup, by path: the public reads and the admin lists. */
    const before = new Map<string, unknown>();
    let mediaUrls: string[];
    let mediaBytes: Buffer[];
    let twoFactor: { username: string; password: string; auth: Authenticator };
    let target: Awaited<ReturnType<typeof createEmptyDatabase>>;
    let restored: TestApp | undefined;

    /** The GET paths compared: the public API's reads without parameters, the SEO files, some articles, and every admin list. */
    const comparedPaths = (t: TestApp, slugs: string[], until: string) => [
      ...servedRoutes(t)
        .filter((r) => r.startsWith('GET /api/') && !r.includes(':') && !r.startsWith('GET /api/admin'))
        .map((r) => r.slice(4))
        // Of the process or of the visitor's session, not of the site.
        .filter((p) => !/^\/api\/(health|metrics|user|auth|csrf)/.test(p)),
      ...['/robots.txt', '/sitemap.xml', '/feed.xml', '/ne/feed.xml'],
      ...slugs.flatMap((slug) => [`/api/news/${slug}`, `/api/news/${slug}?locale=ne`]),
      ...ADMIN_ROUTES.filter(([method, path]) => method === 'GET' && !path.includes(':')).map(([, path]) => path),
      // The audit log as it was: the restored site's own sign-ins come after.
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ createdAt_lte: until }))}`,
    ];
    const answer = async (agent: ReturnType<TestApp['agent']>, path: string) => {
      const res = await agent.get(path);
      // The reader's own sign-in is recorded on its account; the other accounts are compared whole.
      if (path === '/api/admin/users')
        for (const user of res.body as Record<string, unknown>[])
          if (user.username === ADMIN.username) for (const key of ['lastLoginAt', 'updatedAt']) delete user[key];
      // Compared below up to the moment the answers were taken.
      if (path === '/api/admin/audit-log') return { status: res.status };
      // A feed's build date is the time it is asked for, not the site's.
      return {
        status: res.status,
        body: res.type.includes('json') ? res.body : res.text.replace(/<lastBuildDate>[^<]*</, '<lastBuildDate><'),
      };
    };

    beforeAll(async () => {
      const source = await startTestApp({ dataDir: sourceDir, env: { SEED_DEMO: 'true' } });
      try {
        const admin = await source.signIn();
        const created = await admin
          .post('/api/admin/news')
          .send({
            title: 'Admission open',
            content: '<p>Apply now</p>',
            excerpt: 'Apply',
            status: 'published',
            translations: { ne: { title: 'भर्ना खुला', content: '<p>आवेदन दिनुहोस्</p>', excerpt: 'आवेदन' } },
          })
          .expect(201);
        // A revision: the article saved a second time.
        await admin
          .put(`/api/admin/news/${created.body.id}`)
          .send({ title: 'Admission open for 2082', content: '<p>Apply now</p>', excerpt: 'Apply', status: 'published' })
          .expect(200);
        const upload = await admin
          .post('/api/admin/uploads')
          .attach('file', await phonePhoto({ width: 800, height: 600 }), { filename: 'campus.jpg', contentType: 'image/jpeg' })
          .expect(201);
        mediaUrls = [upload.body.url, ...upload.body.variants.map((v: { url: string }) => v.url)];
        await source
          .agent()
          .post('/api/applications')
          .send({
            name: 'सीता श्रेष्ठ',
            email: 'sita@example.com',
            phone: '9811111111',
            program: 'Electrician',
            motivation: 'बिजुली मिस्त्री बन्न चाहन्छु',
          })
          .expect(201);
        const user = await userWithTwoFactor(source, 'two_factor_editor');
        twoFactor = { username: user.username, password: user.password, auth: user.auth };

        const staff = await source.signIn();
        const visitor = source.agent();
        await new Promise((r) => setTimeout(r, 200));
        const until = new Date().toISOString();
        for (const path of comparedPaths(source, [created.body.slug], until)) {
          before.set(path, await answer(path.startsWith('/api/admin') ? staff : visitor, path));
        }
        mediaBytes = await Promise.all(mediaUrls.map(async (url) => (await fetchBytes(visitor, url)).body as Buffer));

        // Taken while the site runs, as an operator would.
        const made = await cli(['backup', '--out', join(work, 'archives')], {
          DATABASE_URL: source.running.databaseUrl,
          DATA_DIR: sourceDir,
          BACKUP_PASSPHRASE: PASSPHRASE,
        });
        expect(made).toMatchObject({ code: 0, stderr: '' });
        summary = made.stdout;
        archive = /^Backup written: (\S+)/.exec(summary)![1];
      } finally {
        await source.close();
      }
      target = await createEmptyDatabase();
    }, 120_000);

    afterAll(async () => {
      await restored?.close();
      await target.drop();
    });

    it('writes one encrypted archive with its summary beside it, and prints one summary line', () => {
      expect(summary).toMatch(
        /^Backup written: \S+institute-backup-[\dTZ-]+\.tar\.gz\.enc \([\d.]+ [KM]B, \d+ tables, \d+ rows, \d+ media files, [\d.]+ s, encrypted\)\n$/,
      );
      const name = archive.slice(archive.lastIndexOf('/') + 1);
      expect(readdirSync(join(work, 'archives'))).toEqual([name, `${name}.json`]);
      expect(JSON.parse(readFileSync(join(work, 'archives', `${name}.json`), 'utf8'))).toMatchObject({
        id: name,
        encrypted: true,
        trigger: 'command',
      });
    });

    it('restores into an empty database and data folder: the same answers, media bytes, sign-ins and sequences', async () => {
      const done = await cli(['restore', archive], { DATABASE_URL: target.url, DATA_DIR: targetDir, BACKUP_PASSPHRASE: PASSPHRASE });
      expect(done).toMatchObject({ code: 0, stderr: '' });
      expect(done.stdout).toMatch(/^Restored: /);

      restored = await startTestApp({ databaseUrl: target.url, dataDir: targetDir });
      const staff = await restored.signIn(ADMIN.username, ADMIN.password);
      const visitor = restored.agent();
      const differing: string[] = [];
      for (const [path, was] of before) {
        const now = await answer(path.startsWith('/api/admin') ? staff : visitor, path);
        if (JSON.stringify(now) !== JSON.stringify(was)) differing.push(path);
      }
      expect(differing).toEqual([]);
      for (const [i, url] of mediaUrls.entries()) expect((await fetchBytes(visitor, url)).body).toEqual(mediaBytes[i]);

      const signIn = await passwordStep(restored, twoFactor);
      await signIn
        .post('/api/login/2fa')
        .send({ code: await twoFactor.auth.next() })
        .expect(200);

      // Sequences go on after the restored rows: a new revision numbers after the old ones.
      const [{ max }] = await restored.sql<{ max: string }>('SELECT max(seq)::text AS max FROM revisions');
      const news = (await staff.get('/api/admin/news').expect(200)).body[0];
      await staff
        .put(`/api/admin/news/${news.id}`)
        .send({ title: `${news.title}!` })
        .expect(200);
      const [{ latest }] = await restored.sql<{ latest: string }>('SELECT max(seq)::text AS latest FROM revisions');
      expect(BigInt(latest)).toBeGreaterThan(BigInt(max));
    }, 120_000);
  });

  describe('a snapshot under writes', () => {
    it('holds the rows of one moment while transactions keep writing pairs of rows', async () => {
      const db = await createThrowawayDatabase();
      const writer = new Client({ connectionString: db.url });
      await writer.connect();
      let writing = true;
      let pairs = 0;
      // Each transaction adds one contact message and one audit entry: any moment holds as many of each.
      const writes = (async () => {
        while (writing) {
          await writer.query(`BEGIN;
            INSERT INTO contact_messages (name, email, subject, message) VALUES ('Ram', 'ram@example.com', 'Hello', 'A question');
            INSERT INTO audit_log (action, entity) VALUES ('create', 'contact_message');
            COMMIT;`);
          pairs++;
        }
      })();
      try {
        while (pairs < 20) await new Promise((r) => setTimeout(r, 10));
        const dir = join(work, 'snapshot');
        const { manifest } = await backupToDirectory(
          { databaseUrl: db.url, storage: storageOf(dir), twoFactorKey: 'k'.repeat(48) },
          dir,
          {},
        );
        writing = false;
        await writes;
        const rows = (name: string) => manifest.tables.find((t) => t.name === name)!.rows;
        expect(pairs).toBeGreaterThan(rows('contact_messages'));
        expect(rows('contact_messages')).toBeGreaterThanOrEqual(20);
        expect(rows('audit_log')).toBe(rows('contact_messages'));
      } finally {
        writing = false;
        await writes.catch(() => undefined);
        await writer.end();
        await db.drop();
      }
    }, 60_000);
  });

  describe('an archive of an older schema', () => {
    it('is restored, then migrated forward to this build', async () => {
      const [older, target] = [await createEmptyDatabase(), await createEmptyDatabase()];
      try {
        // A site on the build before the last migration.
        const ds = await new DataSource({ ...dataSourceOptions(older.url), migrations: MIGRATIONS.slice(0, -1) }).initialize();
        await runMigrations(ds);
        await ds.query(`INSERT INTO app_state (key, value) VALUES ('kept', 'from the older site')`);
        await ds.destroy();
        const file = join(work, 'older.tar.gz');
        const manifest = await writeBackup(
          { databaseUrl: older.url, storage: storageOf(join(work, 'none')), twoFactorKey: 'k'.repeat(48) },
          createWriteStream(file),
          {
            spoolDir: work,
          },
        );
        const dir = join(work, 'older-target');
        await restoreArchive(file, { databaseUrl: target.url, storage: storageOf(dir), dataDir: dir });

        const c = new Client({ connectionString: target.url });
        await c.connect();
        const names = (await c.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp')).rows.map((r) => r.name);
        const kept = (await c.query(`SELECT value FROM app_state WHERE key = 'kept'`)).rows;
        await c.end();
        expect(manifest.schema.migration).toBe(new MIGRATIONS[MIGRATIONS.length - 2]().name);
        expect(names).toEqual(MIGRATIONS.map((M) => new M().name));
        expect(kept).toEqual([{ value: 'from the older site' }]);
      } finally {
        await older.drop();
        await target.drop();
      }
    }, 60_000);
  });

  describe('refusals', () => {
    let good: string;
    let plain: string;
    let newer: string;
    let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
    const emptyDir = join(work, 'empty-target');
    const target = (): RestoreTarget => ({ databaseUrl: empty.url, storage: storageOf(emptyDir), dataDir: emptyDir });
    const refusal = async (file: string, passphrase?: string, to: RestoreTarget = target()) => {
      const err = await restoreArchive(file, to, { passphrase }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BackupError);
      return (err as Error).message;
    };

    beforeAll(async () => {
      const db = await createThrowawayDatabase();
      try {
        const source = { databaseUrl: db.url, storage: storageOf(join(work, 'none')), twoFactorKey: 'k'.repeat(48) };
        good = (await backupToDirectory(source, join(work, 'encrypted'), { passphrase: PASSPHRASE })).file;
        plain = (await backupToDirectory(source, join(work, 'plain'), {})).file;
        // A database migrated by a newer build: one migration more than this build has.
        await new Client({ connectionString: db.url }).connect().then(async (c) => {
          await c.query(`INSERT INTO migrations (timestamp, name) VALUES (9999999999999, 'FromTheFuture9999999999999')`);
          await c.end();
        });
        newer = join(work, 'newer.tar.gz');
        await writeBackup(source, createWriteStream(newer), { spoolDir: work });
      } finally {
        await db.drop();
      }
      empty = await createEmptyDatabase();
    }, 60_000);
    afterAll(() => empty.drop());
    afterEach(async () => expect(await stateOf(empty.url, emptyDir)).toEqual({ tables: {}, files: [] }));

    it('refuses a truncated archive with one line and exit code 1, writing nothing', async () => {
      const bytes = readFileSync(good);
      const cut = join(work, 'cut.tar.gz.enc');
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const done = await cli(['restore', cut], { DATABASE_URL: empty.url, DATA_DIR: emptyDir, BACKUP_PASSPHRASE: PASSPHRASE });
      expect(done.code).toBe(1);
      expect(done.stderr).toMatch(/^Restore refused: \S+cut\.tar\.gz\.enc is damaged or incomplete \([^\n]*\)\n$/);
      expect(existsSync(emptyDir)).toBe(false);
    });

    it.each([
      ['encrypted', () => good],
      ['plain', () => plain],
    ])('refuses an archive (%s) with one byte flipped', async (_kind, file) => {
      const bytes = Buffer.from(readFileSync(file()));
      bytes[Math.floor(bytes.length * 0.6)] ^= 0x01;
      const flipped = join(work, 'flipped');
      writeFileSync(flipped, bytes);
      expect(await refusal(flipped, PASSPHRASE)).toMatch(/ is damaged/);
    });

    it('refuses a wrong passphrase, and an encrypted archive without one', async () => {
      expect(await refusal(good, 'not the passphrase')).toBe('BACKUP_PASSPHRASE is not the passphrase of this archive');
      expect(await refusal(good)).toBe(`${good} is encrypted: set BACKUP_PASSPHRASE to its passphrase`);
    });

    it('refuses a file that is no archive of the site', async () => {
      const foreign = join(work, 'notes.txt');
      writeFileSync(foreign, 'not an archive');
      expect(await refusal(foreign)).toBe(`${foreign} is not a backup archive of this site`);
    });

    it('refuses an archive of a newer schema than the build', async () => {
      expect(await refusal(newer)).toMatch(/ has a newer schema \(FromTheFuture9999999999999\) than this build \(\w+\): restore it with/);
    });

    it('refuses a target that is not empty without --replace, leaving it as it was', async () => {
      const full = await createThrowawayDatabase();
      try {
        const was = await stateOf(full.url, emptyDir);
        expect(await refusal(plain, undefined, { ...target(), databaseUrl: full.url })).toMatch(
          /^The target is not empty \(\d+ table\(s\) in the database, 0 stored file\(s\)\): restore into an empty database and storage, or give --replace/,
        );
        expect(await stateOf(full.url, emptyDir)).toEqual(was);
      } finally {
        await full.drop();
      }
    });

    it('replaces a target that is not empty with --replace', async () => {
      const full = await createThrowawayDatabase();
      const fullDir = join(work, 'full');
      try {
        await storageOf(fullDir).put('2020/01/old.pdf', Buffer.from('%PDF'));
        await restoreArchive(plain, { databaseUrl: full.url, storage: storageOf(fullDir), dataDir: fullDir }, { replace: true });
        const { tables } = await stateOf(full.url, join(fullDir, 'uploads'));
        expect(tables.app_state).toBe(0);
        expect(tables.migrations).toBeGreaterThan(0);
        expect(readdirSync(join(fullDir, 'uploads'), { recursive: true }).filter((f) => String(f).endsWith('.pdf'))).toEqual([]);
        expect(readFileSync(join(fullDir, 'two-factor-key'), 'utf8').trim()).toBe('k'.repeat(48));
      } finally {
        await full.drop();
      }
    });
  });
});

import type { AuditEntry, BackupStatus, BackupSummary } from '@institute/shared';
import { BACKUP_MESSAGES } from '@institute/shared';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { archiveTime } from '../../src/backup/backup';
import { BACKUP_LOCK } from '../../src/backup/backups.service';
import { fetchBytes, startTestApp, type TestApp } from '../support/app';
import { createThrowawayDatabase } from '../support/database';
import { waitFor } from '../support/mail';
import { type S3Server, startS3Server } from '../support/s3';

const metric = async (t: TestApp, name: string) => {
  const text = (await t.agent().get('/api/metrics')).text;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
};

/**
 * The backups the running server makes and keeps (docs/operations.md, Backups; docs/api.md,
 * Backups): "Back up now", the list, a download, the dashboard's status, retention, the
 * schedule shared by several processes, the metrics, and a bucket as the store.
 */
describe('backups made by the server', () => {
  describe('in BACKUP_DIR', () => {
    let t: TestApp;
    let admin: TestAgent;
    const dir = mkdtempSync(join(tmpdir(), 'institute-backup-dir-'));
    beforeAll(async () => {
      t = await startTestApp({ env: { BACKUP_DIR: dir } });
      admin = await t.signIn();
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('says on the dashboard that there is no backup yet, and that none is scheduled', async () => {
      const res = await admin.get('/api/admin/backups/status');
      expect(res.status).toBe(200);
      expect(res.body as BackupStatus).toEqual({ schedule: null, lastSuccessAt: null, stale: true });
    });

    it('makes a backup when an administrator asks, lists it with its summary, and is no longer stale', async () => {
      const made = await admin.post('/api/admin/backups').send({});
      expect(made.status).toBe(201);
      const summary = made.body as BackupSummary;
      expect(summary).toMatchObject({ trigger: 'manual', encrypted: false, mediaFiles: 0 });
      expect(summary.id).toMatch(/^institute-backup-.*\.tar\.gz$/);
      expect(summary.rows).toBeGreaterThan(0);
      const list = await admin.get('/api/admin/backups');
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe(`backups 0-${list.body.length - 1}/${list.body.length}`);
      expect(list.body[0]).toEqual(summary);
      const status = (await admin.get('/api/admin/backups/status')).body as BackupStatus;
      expect(status).toEqual({ schedule: null, lastSuccessAt: summary.createdAt, stale: false });
      expect(await metric(t, 'backup_last_success_timestamp_seconds')).toBe(archiveTime(summary.id).getTime() / 1000);
    });

    it('downloads an archive byte for byte, and records the download in the audit log', async () => {
      const [summary] = (await admin.get('/api/admin/backups')).body as BackupSummary[];
      const res = await fetchBytes(admin, `/api/admin/backups/${summary.id}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${summary.id}"`);
      expect((res.body as Buffer).equals(readFileSync(join(dir, summary.id)))).toBe(true);
      const entry = await waitFor(async () => {
        const list = (await admin.get('/api/admin/audit-log').query({ filter: JSON.stringify({ action: 'download', entity: 'backups' }) }))
          .body as AuditEntry[];
        return list[0];
      });
      expect(entry).toMatchObject({ entityId: summary.id, username: 'admin' });
    });

    it('answers 404 for a name that is no archive of the store, a path included', async () => {
      for (const id of ['institute-backup-2020-01-01T00-00-00Z.tar.gz', '..%2F..%2Fsession-secret', 'session-secret']) {
        const res = await admin.get(`/api/admin/backups/${id}/download`);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('backup.notFound');
      }
    });

    it('refuses a second backup while another process holds the backup lock', async () => {
      const other = new Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
        const res = await admin.post('/api/admin/backups').send({});
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'backup.running', message: BACKUP_MESSAGES.running });
      } finally {
        await other.end();
      }
    });

    it('leaves the backups to administrators: an editor is refused the list, the status and a download', async () => {
      await t.createUser({ username: 'backup-editor', password: 'Editor-Pass-2064', email: 'be@example.test', role: 'editor' });
      const editor = await t.signIn('backup-editor', 'Editor-Pass-2064');
      for (const path of ['/api/admin/backups', '/api/admin/backups/status']) expect((await editor.get(path)).status).toBe(403);
      expect((await editor.post('/api/admin/backups').send({})).status).toBe(403);
    });

    it('runs retention after Back up now: beyond the newest of 7 days, 4 weeks and 6 months that have one, an archive goes with its summary', async () => {
      const [newest] = (await admin.get('/api/admin/backups')).body as BackupSummary[];
      // One archive on the first of each month from January to July 2020: with today's, eight months have one.
      const old = [1, 2, 3, 4, 5, 6, 7].map((month) => `institute-backup-2020-0${month}-01T02-30-00Z.tar.gz`);
      for (const id of old) {
        writeFileSync(join(dir, id), 'an archive of long ago');
        writeFileSync(join(dir, `${id}.json`), JSON.stringify({ ...newest, id, createdAt: archiveTime(id).toISOString() }));
      }
      expect((await admin.post('/api/admin/backups').send({})).status).toBe(201);
      const kept = ((await admin.get('/api/admin/backups')).body as BackupSummary[]).map((a) => a.id);
      // January 2020 is the eighth month and the eighth day that has one: no rule keeps it.
      expect(kept.filter((id) => id.startsWith('institute-backup-2020'))).toEqual(old.slice(1).reverse());
      expect(readdirSync(dir).filter((name) => name.startsWith(old[0]))).toEqual([]);
    });
  });

  describe('in two processes of one site', () => {
    it('reports the newest archive in every process that keeps its backups there, not only the one that made it', async () => {
      const db = await createThrowawayDatabase();
      const dir = mkdtempSync(join(tmpdir(), 'institute-backup-shared-'));
      const first = await startTestApp({ databaseUrl: db.url, env: { BACKUP_DIR: dir } });
      const second = await startTestApp({ databaseUrl: db.url, env: { BACKUP_DIR: dir } });
      try {
        const made = (await (await first.signIn()).post('/api/admin/backups').send({})).body as BackupSummary;
        expect(await metric(second, 'backup_last_success_timestamp_seconds')).toBe(archiveTime(made.id).getTime() / 1000);
      } finally {
        await second.close();
        await first.close();
        await db.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('a failure', () => {
    it('answers 503 with the failed message, is logged as an error and counted in the metrics', async () => {
      const work = mkdtempSync(join(tmpdir(), 'institute-backup-fail-'));
      // BACKUP_DIR is a file: no archive can be written there.
      writeFileSync(join(work, 'not-a-folder'), '');
      const t = await startTestApp({ env: { BACKUP_DIR: join(work, 'not-a-folder') } });
      try {
        const res = await (await t.signIn()).post('/api/admin/backups').send({});
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ code: 'backup.failed', message: BACKUP_MESSAGES.failed });
        expect(t.logger.lines.some((l) => l.level === 'error' && String(l.message).startsWith('Backup failed (manual)'))).toBe(true);
        expect(await metric(t, 'backup_failures_total')).toBe(1);
      } finally {
        await t.close();
        rmSync(work, { recursive: true, force: true });
      }
    });
  });

  describe('on a schedule, in two processes of one site', () => {
    it('makes each scheduled backup once, in one of the processes', async () => {
      const db = await createThrowawayDatabase();
      const dir = mkdtempSync(join(tmpdir(), 'institute-backup-schedule-'));
      // Every two seconds, so that the test sees several scheduled times (a site's is daily: 02:30).
      const env = { BACKUP_DIR: dir, BACKUP_SCHEDULE: '*/2 * * * * *' };
      const first = await startTestApp({ databaseUrl: db.url, env });
      const second = await startTestApp({ databaseUrl: db.url, env });
      try {
        const made = () =>
          [first, second].flatMap((t) =>
            t.logger.lines
              .filter((l) => String(l.message).startsWith('Backup made (schedule)'))
              .map((l) => String(l.message).split(' ')[3]),
          );
        const names = await waitFor(() => (made().length >= 3 ? made() : undefined), 30_000);
        expect(new Set(names).size).toBe(names.length);
        const status = (await (await first.signIn()).get('/api/admin/backups/status')).body as BackupStatus;
        expect(status).toMatchObject({ schedule: '*/2 * * * * *', stale: false });
      } finally {
        await first.close();
        await second.close();
        await db.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('in a bucket (BACKUP_S3_BUCKET)', () => {
    const BUCKET = 'institute-backups';
    let s3: S3Server;
    let t: TestApp;
    beforeAll(async () => {
      s3 = await startS3Server(BUCKET);
      t = await startTestApp({ env: { BACKUP_S3_BUCKET: BUCKET, ...s3.settings, BACKUP_PASSPHRASE: 'correct horse battery staple' } });
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('keeps the encrypted archive and its summary in the bucket, nothing in BACKUP_DIR, and downloads it from there', async () => {
      const admin = await t.signIn();
      const made = (await admin.post('/api/admin/backups').send({})).body as BackupSummary;
      expect(made).toMatchObject({ encrypted: true, trigger: 'manual' });
      expect(made.id).toMatch(/\.tar\.gz\.enc$/);
      expect(await s3.keys()).toEqual([`backups/${made.id}`, `backups/${made.id}.json`]);
      expect((await admin.get('/api/admin/backups')).body).toEqual([made]);
      const res = await fetchBytes(admin, `/api/admin/backups/${made.id}/download`);
      expect((res.body as Buffer).length).toBe(made.bytes);
      expect(existsSync(t.config.backup.dir) ? readdirSync(t.config.backup.dir) : []).toEqual([]);
    });
  });
});

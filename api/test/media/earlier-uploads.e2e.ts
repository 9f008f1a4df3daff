import type { MediaItem } from '@institute/shared';
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { MediaBackfill } from '../../src/uploads/media-backfill';
import { startTestApp, useTestApp, type TestApp } from '../support/app';
import { createThrowawayDatabase } from '../support/database';
import { fetchBytes, hugePng, image, phonePhoto } from '../support/images';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG signature and nothing else of one: no decoder can read it. */
const UNDECODABLE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

type Item = MediaItem;
const run = promisify(execFile);
const backfill = (app: TestApp) => app.running.app.get(MediaBackfill).run();
/** A stored name of an earlier upload: the uploads' layout, in a month before the pipeline. */
const earlierName = (ext: string) => `2025/06/${randomUUID()}.${ext}`;

/** Uploads stored before the media pipeline, and what the start's backfill does with them (docs/api.md, Uploads stored before the pipeline). */
describe('earlier uploads', () => {
  describe('on a running app', () => {
    let t: TestApp;
    let admin: TestAgent;
    useTestApp((app, agent) => ((t = app), (admin = agent)));

    /** Puts a file into the store as an earlier version would have left it: in the folder, with no row. */
    const place = (name: string, bytes: Buffer) => {
      const path = join(t.config.dataDir, 'uploads', name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
    };
    const items = async () => (await admin.get('/api/admin/uploads').query({ range: '[0,499]' }).expect(200)).body as Item[];

    it('serves no file that has no library row', async () => {
      const name = earlierName('jpg');
      place(name, await phonePhoto({ width: 300, height: 200 }));
      expect((await t.agent().get(`/uploads/${name}`)).status).toBe(404);
    });

    it('serves no file whose row is pending, and serves it once its row is done', async () => {
      const name = earlierName('png');
      place(name, await image('png'));
      await t.sql(`INSERT INTO uploads (stored_name, original_name, mime_type, size) VALUES ($1, 'pending.png', 'image/png', 1)`, [name]);
      expect((await t.agent().get(`/uploads/${name}`)).status).toBe(404);
      await t.sql(`UPDATE uploads SET media_state = 'done' WHERE stored_name = $1`, [name]);
      expect((await t.agent().get(`/uploads/${name}`)).status).toBe(200);
      await t.sql(`DELETE FROM uploads WHERE stored_name = $1`, [name]);
    });

    it('gives a cleaned image a new URL and answers 404 at the old one', async () => {
      const name = earlierName('jpg');
      place(name, await phonePhoto({ width: 700, height: 500 }));
      const report = await backfill(t);
      const to = report.moved.find((m) => m.from === name)!.to;
      expect(to).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
      expect(to).not.toBe(name);
      expect((await t.agent().get(`/uploads/${name}`)).status).toBe(404);
      expect(existsSync(join(t.config.dataDir, 'uploads', name))).toBe(false);
      const photo = await fetchBytes(t.agent(), `/uploads/${to}`);
      expect(photo.status).toBe(200);
      expect(photo.body.includes('PhoneCam')).toBe(false);
      expect((await sharp(photo.body).metadata()).exif).toBeUndefined();
      const item = (await items()).find((i) => i.url === `/uploads/${to}`)!;
      expect(item).toMatchObject({ state: 'done', mimeType: 'image/jpeg', width: 700, height: 500 });
      expect(item.variants).toHaveLength(4);
      for (const v of item.variants) expect((await t.agent().get(v.url)).status).toBe(200);
    });

    it('points every field that held the old URL at the new one: links, prose, Nepali texts, revisions and kept public reads', async () => {
      const name = earlierName('jpg');
      const old = `/uploads/${name}`;
      const news = (
        await admin
          .post('/api/admin/news')
          .send({
            title: 'Workshop photos',
            excerpt: 'Pictures',
            content: `<p><img src="http://institute.test${old}" alt="x"></p>`,
            imageUrls: [old],
            status: 'published',
            translations: { ne: { content: `<p><img src="${old}"></p>` } },
          })
          .expect(201)
      ).body;
      const member = (await admin.post('/api/admin/team').send({ name: 'Hari KC', position: 'Instructor', photoUrl: old }).expect(201))
        .body;
      await admin
        .put('/api/admin/site-settings/logoUrl')
        .send({ value: `http://institute.test${old}` })
        .expect(200);
      // Kept by the response cache with the old URL; the backfill must drop it.
      expect((await t.agent().get(`/api/news/${news.id}`).expect(200)).body.imageUrls).toEqual([old]);
      place(name, await phonePhoto({ width: 400, height: 300, seed: 7 }));

      const report = await backfill(t);
      const fresh = `/uploads/${report.moved.find((m) => m.from === name)!.to}`;
      expect(report.records).toBeGreaterThanOrEqual(3);
      const edited = (await admin.get(`/api/admin/news/${news.id}`).expect(200)).body;
      expect(edited.imageUrls).toEqual([fresh]);
      for (const text of [edited.content, edited.translations.ne.content]) {
        expect(text).toContain(fresh);
        expect(text).not.toContain(old);
      }
      expect((await admin.get(`/api/admin/team/${member.id}`).expect(200)).body.photoUrl).toBe(fresh);
      expect((await admin.get('/api/admin/site-settings/logoUrl').expect(200)).body.value).toBe(`http://institute.test${fresh}`);
      expect(await t.sql(`SELECT id FROM revisions WHERE strpos(data::text, $1) > 0`, [old])).toEqual([]);
      const read = (await t.agent().get(`/api/news/${news.id}`).expect(200)).body;
      expect(read.imageUrls).toEqual([fresh]);
      expect(Object.keys(read.media)).toEqual([fresh]);
      const item = (await items()).find((i) => i.url === fresh)!;
      expect(item.usedBy.map((u) => u.resource).sort()).toEqual(['news', 'site-settings', 'team']);
      await admin.put('/api/admin/site-settings/logoUrl').send({ value: '' }).expect(200);
    });

    it.each([
      ['an image of more than 100 megapixels', 'png', () => hugePng(), 'image/png'],
      ['an image no decoder can read', 'png', () => UNDECODABLE, 'image/png'],
      ['a file that is no image or PDF', 'jpg', () => Buffer.from('<html>not a photo</html>'), 'application/octet-stream'],
    ])('sets aside %s: out of the served folder, 404 at its URL, listed as needing a new upload', async (_, ext, make, mime) => {
      const name = earlierName(ext);
      place(name, await make());
      const report = await backfill(t);
      expect(report.failed).toEqual([name]);
      expect(existsSync(join(t.config.dataDir, 'uploads', name))).toBe(false);
      expect(existsSync(join(t.config.dataDir, 'uploads-set-aside', name))).toBe(true);
      expect((await t.agent().get(`/uploads/${name}`)).status).toBe(404);
      expect((await items()).find((i) => i.url === `/uploads/${name}`)).toMatchObject({ state: 'failed', mimeType: mime });
    });

    it('says in the log which file it moved where, and which it set aside', async () => {
      const [cleaned, refused] = [earlierName('jpg'), earlierName('png')];
      place(cleaned, await image('jpeg', { width: 400, height: 300 }));
      place(refused, UNDECODABLE);
      const report = await backfill(t);
      const to = report.moved.find((m) => m.from === cleaned)!.to;
      const log = t.logger.text();
      expect(log).toContain(`Cleaned the earlier upload ${cleaned}: now ${to}, 0 record(s) updated, the old file deleted`);
      expect(log).toContain(`Set aside the earlier upload ${refused} (The image could not be read): moved to uploads-set-aside/${refused}`);
      expect(log).toContain(
        'Earlier uploads: 2 recorded, 1 image(s) cleaned to new URLs with 2 variant(s) (0 record(s) updated), 0 PDF(s) kept, 1 set aside',
      );
    });
  });

  describe('in a store an earlier version left', () => {
    const earlier = (n: number) => `2025/06/0b7f3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e${String(n).padStart(2, '0')}`;
    /** A folder holding uploads stored before the media pipeline: phone photos as sent, a PDF, and a file that is no upload. */
    async function earlierUploads(photos: number): Promise<string> {
      const dataDir = mkdtempSync(join(tmpdir(), 'institute-test-data-'));
      mkdirSync(join(dataDir, 'uploads/2025/06'), { recursive: true });
      for (let n = 0; n < photos; n++)
        writeFileSync(join(dataDir, 'uploads', `${earlier(n)}.jpg`), await phonePhoto({ width: 700, height: 500, seed: n + 1 }));
      writeFileSync(join(dataDir, 'uploads', `${earlier(99)}.pdf`), PDF);
      writeFileSync(join(dataDir, 'uploads/2025/06/notes.txt'), 'not an upload');
      return dataDir;
    }

    it('cleans every earlier image at start under a new URL, keeps a PDF at its own, and lists them', async () => {
      const db = await createThrowawayDatabase();
      const dataDir = await earlierUploads(2);
      // One of them already has a library row (recorded before the pipeline existed), the other none.
      const pg = new Client({ connectionString: db.url });
      await pg.connect();
      await pg.query(`INSERT INTO uploads (stored_name, original_name, mime_type, size) VALUES ($1, 'kept.jpg', 'image/jpeg', 1)`, [
        `${earlier(0)}.jpg`,
      ]);
      await pg.end();
      const app = await startTestApp({ databaseUrl: db.url, dataDir });
      try {
        expect((await app.agent().get('/api/health')).status).toBe(200);
        await backfill(app);
        const admin = await app.signIn();
        const items = (await admin.get('/api/admin/uploads').expect(200)).body as Item[];
        expect(items.map((i) => [i.originalName, i.mimeType, i.width, i.variants.length, i.state]).sort()).toEqual([
          [`${earlier(1).split('/').pop()}.jpg`, 'image/jpeg', 700, 4, 'done'],
          [`${earlier(99).split('/').pop()}.pdf`, 'application/pdf', undefined, 0, 'done'],
          ['kept.jpg', 'image/jpeg', 700, 4, 'done'],
        ]);
        const [pdf, ...photos] = [items.find((i) => i.mimeType === 'application/pdf')!, ...items.filter((i) => i.width)];
        expect(pdf.url).toBe(`/uploads/${earlier(99)}.pdf`);
        expect((await app.agent().get(pdf.url)).status).toBe(200);
        for (const n of [0, 1]) expect((await app.agent().get(`/uploads/${earlier(n)}.jpg`)).status).toBe(404);
        for (const photo of photos) {
          expect(photo.url).not.toContain('/2025/06/');
          expect((await app.agent().get(photo.url)).status).toBe(200);
        }
      } finally {
        await app.close();
        await db.drop();
      }
    });

    it('changes nothing at a second start', async () => {
      const db = await createThrowawayDatabase();
      const dataDir = await earlierUploads(1);
      const first = await startTestApp({ databaseUrl: db.url, dataDir });
      const { moved } = await backfill(first);
      const before = await first.sql('SELECT stored_name, size, variants FROM uploads ORDER BY stored_name');
      const file = readFileSync(join(dataDir, 'uploads', moved[0].to));
      await first.close();
      const second = await startTestApp({ databaseUrl: db.url, dataDir });
      try {
        expect(await backfill(second)).toEqual({ recorded: 0, cleaned: 0, variants: 0, moved: [], records: 0, documents: 0, failed: [] });
        expect(await second.sql('SELECT stored_name, size, variants FROM uploads ORDER BY stored_name')).toEqual(before);
        expect(readFileSync(join(dataDir, 'uploads', moved[0].to))).toEqual(file);
      } finally {
        await second.close();
        await db.drop();
      }
    });

    it('takes again an image the earlier version cleaned in place, moving it to a new URL', async () => {
      const db = await createThrowawayDatabase();
      const dataDir = await earlierUploads(1);
      const name = `${earlier(0)}.jpg`;
      const first = await startTestApp({ databaseUrl: db.url, dataDir });
      // What the earlier version left: a claimed row, cleaned and `done`, under the URL its original was served at.
      await backfill(first);
      await first.sql(`DELETE FROM uploads`);
      await first.sql(
        `INSERT INTO uploads (stored_name, original_name, mime_type, size, width, height, media_state, media_claimed_at)
         VALUES ($1, 'old.jpg', 'image/jpeg', 1, 700, 500, 'done', now() - interval '1 day')`,
        [name],
      );
      writeFileSync(join(dataDir, 'uploads', name), await image('jpeg', { width: 700, height: 500 }));
      await first.sql(`DELETE FROM migrations WHERE name = 'MediaNewUrls1765500000000'`);
      await first.close();
      const second = await startTestApp({ databaseUrl: db.url, dataDir });
      try {
        await backfill(second);
        const [row] = await second.sql<{ stored_name: string; media_state: string }>(
          `SELECT stored_name, media_state FROM uploads WHERE original_name = 'old.jpg'`,
        );
        expect(row.media_state).toBe('done');
        expect(row.stored_name).not.toBe(name);
        expect((await second.agent().get(`/uploads/${name}`)).status).toBe(404);
        expect((await second.agent().get(`/uploads/${row.stored_name}`)).status).toBe(200);
      } finally {
        await second.close();
        await db.drop();
      }
    });

    it('runs by hand with npm run media:backfill and prints what it did', async () => {
      const db = await createThrowawayDatabase();
      const dataDir = await earlierUploads(1);
      writeFileSync(join(dataDir, 'uploads', `${earlier(98)}.png`), UNDECODABLE);
      try {
        const { stdout } = await run(process.execPath, [join(__dirname, '..', '..', 'dist', 'media-backfill.js')], {
          env: { PATH: process.env.PATH, DATABASE_URL: db.url, DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin-Pass-2064' },
        });
        const [summary, ...lines] = stdout.trimEnd().split('\n');
        expect(summary).toBe(
          'Media backfill: 3 file(s) recorded, 1 image(s) cleaned to new URLs with 4 variant(s) (0 record(s) updated), ' +
            '1 PDF(s) kept as they are, 1 set aside as not cleanable',
        );
        const to = /^ {2}cleaned: (\S+) -> (\S+)$/.exec(lines[0])!;
        expect(to[1]).toBe(`${earlier(0)}.jpg`);
        expect(lines[1]).toBe(`  set aside, needs a new upload: ${earlier(98)}.png -> uploads-set-aside/${earlier(98)}.png`);
        expect(readFileSync(join(dataDir, 'uploads', to[2])).includes('PhoneCam')).toBe(false);
        expect(existsSync(join(dataDir, 'uploads', `${earlier(0)}.jpg`))).toBe(false);
      } finally {
        await db.drop();
      }
    });

    it('cleans each file once when two processes start at once', async () => {
      const db = await createThrowawayDatabase();
      const dataDir = await earlierUploads(3);
      const apps = await Promise.all([startTestApp({ databaseUrl: db.url, dataDir }), startTestApp({ databaseUrl: db.url, dataDir })]);
      try {
        await Promise.all(apps.map(backfill));
        const rows = await apps[0].sql<{ stored_name: string; media_state: string }>(
          `SELECT stored_name, media_state FROM uploads WHERE mime_type = 'image/jpeg'`,
        );
        expect(rows.map((r) => [r.stored_name.startsWith('2025/06/'), r.media_state])).toEqual([
          [false, 'done'],
          [false, 'done'],
          [false, 'done'],
        ]);
        // Left in the old folder: the PDF and the stray file. Each photo is one file and four variants under its new name, nothing more.
        expect(readdirSync(join(dataDir, 'uploads/2025/06')).sort()).toEqual([`${earlier(99).split('/').pop()}.pdf`, 'notes.txt']);
        const files = readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
        expect(files).toHaveLength(2 + 3 * 5);
        for (const { stored_name } of rows) {
          expect(files.filter((f) => f.name.startsWith(stored_name.slice(8, stored_name.lastIndexOf('.'))))).toHaveLength(5);
        }
      } finally {
        await Promise.all(apps.map((a) => a.close()));
        await db.drop();
      }
    });
  });
});

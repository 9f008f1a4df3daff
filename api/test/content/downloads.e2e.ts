import { CONTENT_MESSAGES, DOWNLOAD_MESSAGES, GENERIC_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

const ADMIN_PATH = '/api/admin/downloads';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const valid = {
  title: 'Electrician curriculum',
  description: 'Level 1, 390 hours',
  category: 'curriculum',
  fileUrl: 'https://files.institute.test/docs/Electrician%20Level%201.pdf?v=2',
  fileSize: 1536,
};

describe('downloads', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)), { env: { TRUST_PROXY: 'true' } });

  const create = async (fields: Record<string, unknown> = {}, agent = admin) => {
    const res = await agent.post(ADMIN_PATH).send({ ...valid, ...fields });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body;
  };

  describe('admin writes', () => {
    it('creates a download with its defaults and the signed-in user as uploader', async () => {
      const res = await admin.post(ADMIN_PATH).send(valid);
      const [{ id: adminId }] = await t.sql(`SELECT id FROM users WHERE username = 'admin'`);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...valid, downloadCount: 0, isActive: true, uploadedBy: adminId });
    });

    it('takes the file name from the last segment of the URL when none is typed', async () => {
      expect((await create()).fileName).toBe('Electrician Level 1.pdf');
    });

    it("names a file 'Untitled Document' when its URL has no file segment", async () => {
      expect((await create({ fileUrl: 'https://files.institute.test/', fileName: '  ' })).fileName).toBe(DOWNLOAD_MESSAGES.untitled);
    });

    it('keeps a typed file name', async () => {
      expect((await create({ fileName: 'Syllabus.pdf' })).fileName).toBe('Syllabus.pdf');
    });

    it('stores fileSize 0 when none or null is sent', async () => {
      expect((await create({ fileSize: undefined })).fileSize).toBe(0);
      expect((await create({ fileSize: null })).fileSize).toBe(0);
    });

    it('answers a size above 2 GB as an exact number', async () => {
      expect((await create({ fileSize: 5_000_000_000 })).fileSize).toBe(5_000_000_000);
    });

    it.each(['title', 'category', 'fileUrl'])('answers 400 with the required-field message when %s is blank', async (field) => {
      const res = await admin.post(ADMIN_PATH).send({ ...valid, [field]: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message: DOWNLOAD_MESSAGES.requiredFields }));
    });

    it('rejects an unknown category with the list of categories', async () => {
      const res = await admin.post(ADMIN_PATH).send({ ...valid, category: 'forms' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({ field: 'category', message: CONTENT_MESSAGES.invalidDownloadCategory }),
      );
    });

    it('rejects a file URL that is not a web address or site path', async () => {
      const res = await admin.post(ADMIN_PATH).send({ ...valid, fileUrl: 'javascript:alert(1)' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'fileUrl', message: CONTENT_MESSAGES.invalidLink }));
    });

    it('never lets the admin body set downloadCount', async () => {
      const created = await create({ downloadCount: 99 });
      expect(created.downloadCount).toBe(0);
      const updated = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ downloadCount: 5 });
      expect(updated.body.downloadCount).toBe(0);
    });

    it('updates only the fields sent and keeps the uploader and file name', async () => {
      const created = await create({ fileName: 'Typed.pdf' });
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ isActive: false, fileUrl: '/uploads/other.pdf' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: valid.title, isActive: false, fileName: 'Typed.pdf', uploadedBy: created.uploadedBy });
    });

    it('derives the file name again when an edit blanks it', async () => {
      const created = await create({ fileName: 'Typed.pdf' });
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ fileName: '' });
      expect(res.body.fileName).toBe('Electrician Level 1.pdf');
    });

    it('keeps the download but clears its uploader when that user is deleted', async () => {
      const editorId = await t.createUser({ username: 'uploader', password: 'secret-1', role: 'editor' });
      const created = await create({}, await t.signIn('uploader', 'secret-1'));
      expect(created.uploadedBy).toBe(editorId);
      await admin.delete(`/api/admin/users/${editorId}`).expect(200);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).body.uploadedBy).toBeNull();
    });

    it('deletes a download and answers it', async () => {
      const created = await create();
      const res = await admin.delete(`${ADMIN_PATH}/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(created.id);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).status).toBe(404);
    });

    it("answers 404 with 'Download not found' for an unknown id", async () => {
      const res = await admin.get(`${ADMIN_PATH}/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DOWNLOAD_MESSAGES.notFound);
    });

    it('lists for the admin with Content-Range, filtered by category and searched by q', async () => {
      await create({ title: 'Plumber NOSS unique', category: 'noss' });
      const res = await admin.get(ADMIN_PATH).query({ filter: JSON.stringify({ category: 'noss', q: 'plumber nos' }), range: '[0,9]' });
      expect(res.status).toBe(200);
      expect(res.body.map((d: { title: string }) => d.title)).toEqual(['Plumber NOSS unique']);
      expect(res.headers['content-range']).toBe('downloads 0-0/1');
    });
  });

  describe('public', () => {
    it('lists only active downloads, newest first', async () => {
      await t.sql('DELETE FROM downloads');
      const older = (await create({ title: 'Older' })).id;
      const hidden = (await create({ title: 'Hidden', isActive: false })).id;
      const newer = (await create({ title: 'Newer' })).id;
      const res = await t.agent().get('/api/downloads');
      expect(res.status).toBe(200);
      expect(res.body.map((d: { id: string }) => d.id)).toEqual([newer, older]);
      expect(res.body.map((d: { id: string }) => d.id)).not.toContain(hidden);
    });

    it('counts a download on the single read and answers the download', async () => {
      const created = await create();
      const res = await t.agent().get(`/api/downloads/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, fileUrl: valid.fileUrl, fileSize: valid.fileSize, downloadCount: 1 });
      expect((await t.agent().get(`/api/downloads/${created.id}`).set('X-Forwarded-For', '198.51.100.2')).body.downloadCount).toBe(2);
    });

    it('counts a download at most once per visitor IP per file per day', async () => {
      const created = await create();
      const other = await create();
      const from = (id: string, ip: string) => t.agent().get(`/api/downloads/${id}`).set('X-Forwarded-For', ip);
      expect((await from(created.id, '203.0.113.30')).body.downloadCount).toBe(1);
      expect((await from(created.id, '203.0.113.30')).status).toBe(200);
      expect((await from(created.id, '203.0.113.30')).body.downloadCount).toBe(1);
      expect((await from(created.id, '203.0.113.31')).body.downloadCount).toBe(2);
      expect((await from(other.id, '203.0.113.30')).body.downloadCount).toBe(1);
    });

    it('keeps who uploaded a file out of the public answers', async () => {
      const created = await create();
      expect((await t.agent().get('/api/downloads')).body[0]).not.toHaveProperty('uploadedBy');
      expect((await t.agent().get(`/api/downloads/${created.id}`)).body).not.toHaveProperty('uploadedBy');
    });

    it('does not count a HEAD request (a link checker or prefetch)', async () => {
      const created = await create();
      expect((await t.agent().head(`/api/downloads/${created.id}`)).status).toBe(200);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).body.downloadCount).toBe(0);
    });

    it('leaves updatedAt alone when counting', async () => {
      const created = await create();
      const res = await t.agent().get(`/api/downloads/${created.id}`);
      expect(res.body.updatedAt).toBe(created.updatedAt);
    });

    it('counts two simultaneous reads from two visitors as two downloads', async () => {
      const created = await create();
      await Promise.all([
        t.agent().get(`/api/downloads/${created.id}`).set('X-Forwarded-For', '198.51.100.3'),
        t.agent().get(`/api/downloads/${created.id}`).set('X-Forwarded-For', '198.51.100.4'),
      ]);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).body.downloadCount).toBe(2);
    });

    it("answers 404 'Download not found' for an inactive download, without counting it", async () => {
      const created = await create({ isActive: false });
      const res = await t.agent().get(`/api/downloads/${created.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DOWNLOAD_MESSAGES.notFound);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).body.downloadCount).toBe(0);
    });

    it("answers 404 'Download not found' for an unknown id", async () => {
      const res = await t.agent().get(`/api/downloads/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(DOWNLOAD_MESSAGES.notFound);
    });

    it('answers 400 for an id that is not a uuid', async () => {
      expect((await t.agent().get('/api/downloads/1%27%20OR%201=1')).status).toBe(400);
    });
  });

  describe("the file link (the public site's Download PDF without JavaScript)", () => {
    const file = (id: string, ip = '203.0.113.40') => t.agent().get(`/api/downloads/${id}/file`).set('X-Forwarded-For', ip);
    const count = async (id: string) => (await admin.get(`${ADMIN_PATH}/${id}`)).body.downloadCount;

    it("answers 302 to the file's address, not to be kept by any cache", async () => {
      const created = await create();
      const res = await file(created.id);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(valid.fileUrl);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('counts as the read does: once per visitor IP a day, shared with the read', async () => {
      const created = await create();
      await file(created.id, '203.0.113.41');
      await file(created.id, '203.0.113.41');
      await t.agent().get(`/api/downloads/${created.id}`).set('X-Forwarded-For', '203.0.113.41');
      expect(await count(created.id)).toBe(1);
      await file(created.id, '203.0.113.42');
      expect(await count(created.id)).toBe(2);
    });

    it('does not count a HEAD', async () => {
      const created = await create();
      expect((await t.agent().head(`/api/downloads/${created.id}/file`)).status).toBe(302);
      expect(await count(created.id)).toBe(0);
    });

    it("answers 404 'Download not found' for an inactive or unknown download, counting nothing", async () => {
      const inactive = await create({ isActive: false });
      for (const id of [inactive.id, UNKNOWN_ID]) {
        const res = await file(id);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(DOWNLOAD_MESSAGES.notFound);
      }
      expect(await count(inactive.id)).toBe(0);
    });
  });

  describe('bad input answers 4xx, never 5xx', () => {
    const huge = 'x'.repeat(10_000);
    it.each([
      ['wrong types', { title: 42, category: ['noss'], fileUrl: {}, isActive: 'yes' }],
      ['a non-numeric size', { fileSize: 'big' }],
      ['a negative size', { fileSize: -1 }],
      ['a fractional size', { fileSize: 1.5 }],
      ['a 10 kB title', { title: huge }],
      ['a 10 kB file URL', { fileUrl: `https://x.test/${huge}` }],
      ['a 10 kB file name', { fileName: huge }],
    ])('on create: %s', async (_label, fields) => {
      const res = await admin.post(ADMIN_PATH).send({ ...valid, ...fields });
      expect(res.status).toBe(400);
    });

    it('on create: missing fields', async () => {
      expect((await admin.post(ADMIN_PATH).send({})).status).toBe(400);
    });

    it('on create: a body that is a list', async () => {
      expect((await admin.post(ADMIN_PATH).send([valid])).status).toBe(400);
    });

    it('on create and update: malformed JSON', async () => {
      const id = (await create()).id;
      for (const req of [admin.post(ADMIN_PATH), admin.put(`${ADMIN_PATH}/${id}`)]) {
        const res = await req.set('Content-Type', 'application/json').send('{"title":');
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(GENERIC_MESSAGES.malformedJson);
      }
    });

    it('on update: wrong types and a 10 kB title', async () => {
      const id = (await create()).id;
      expect((await admin.put(`${ADMIN_PATH}/${id}`).send({ fileSize: '12' })).status).toBe(400);
      expect((await admin.put(`${ADMIN_PATH}/${id}`).send({ title: huge })).status).toBe(400);
      expect((await admin.put(`${ADMIN_PATH}/${id}`).send({ category: null })).status).toBe(400);
    });

    it('on update and delete: an id that is not a uuid', async () => {
      expect((await admin.put(`${ADMIN_PATH}/nope`).send(valid)).status).toBe(400);
      expect((await admin.delete(`${ADMIN_PATH}/nope`)).status).toBe(400);
    });
  });
});

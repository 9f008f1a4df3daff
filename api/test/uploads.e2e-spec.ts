import { GENERIC_MESSAGES, UPLOAD_MESSAGES } from '@institute/shared';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from './support/app';

/** Small real files of the four accepted formats (1×1 images, a one-page PDF). */
const FILES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  webp: Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;
const MB = 1024 * 1024;
/** A file of `size` bytes that starts like a file of `kind`. */
const padded = (kind: keyof typeof FILES, size: number) => Buffer.concat([FILES[kind], Buffer.alloc(size - FILES[kind].length)]);

describe('uploads', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const upload = (file: Buffer, filename: string, contentType = 'application/octet-stream', agent = admin) =>
    agent.post('/api/admin/uploads').attach('file', file, { filename, contentType });

  it.each(Object.keys(FILES) as (keyof typeof FILES)[])('accepts a %s and serves it back byte for byte', async (ext) => {
    const res = await upload(FILES[ext], `sample.${ext}`, MIME[ext]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(new RegExp(`^/uploads/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${ext}$`)),
      fileName: `sample.${ext}`,
      fileSize: FILES[ext].length,
    });
    const served = await t
      .agent()
      .get(res.body.url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain(MIME[ext]);
    expect(Buffer.compare(served.body, FILES[ext])).toBe(0);
  });

  it('stores the file under DATA_DIR/uploads with a random name', async () => {
    const { url } = (await upload(FILES.png, 'logo.png', 'image/png')).body;
    expect(readFileSync(join(t.config.dataDir, url))).toEqual(FILES.png);
  });

  it('serves uploads with nosniff and a one-year immutable cache', async () => {
    const { url } = (await upload(FILES.jpg, 'photo.jpg', 'image/jpeg')).body;
    const res = await t.agent().get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes a PDF renamed .jpg as the PDF it is', async () => {
    const res = await upload(FILES.pdf, 'scan.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.pdf$/);
    expect((await t.agent().get(res.body.url)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses a text file named x.png with 415', async () => {
    const res = await upload(Buffer.from('just some text, not a picture'), 'x.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Only JPG, PNG, WebP images and PDF files can be uploaded');
  });

  it('refuses an HTML page claiming to be a PNG with 415', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(res.status).toBe(415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload(padded('jpg', 5 * MB + 1), 'big.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('File is too large (images up to 5 MB, PDFs up to 20 MB)');
  });

  it('accepts a 6 MB PDF, whose limit is 20 MB', async () => {
    const res = await upload(padded('pdf', 6 * MB), 'curriculum.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(6 * MB);
  });

  it('refuses a PDF over 20 MB with 413', async () => {
    const res = await upload(padded('pdf', 20 * MB + 1), 'huge.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('answers 400 when no file is sent', async () => {
    const res = await admin.post('/api/admin/uploads').field('title', 'no file here');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.fileRequired);
    expect((await admin.post('/api/admin/uploads').send({})).status).toBe(400);
  });

  it('answers 400 for a file under another field name', async () => {
    const res = await admin.post('/api/admin/uploads').attach('image', FILES.png, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const res = await admin
      .post('/api/admin/uploads')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG');
    expect(res.status).toBe(400);
  });

  it("keeps only the base name of the client's file name, non-ASCII intact", async () => {
    expect((await upload(FILES.pdf, '../../etc/पाठ्यक्रम.pdf', 'application/pdf')).body.fileName).toBe('पाठ्यक्रम.pdf');
  });

  it('refuses a signed-out upload with 401', async () => {
    expect((await upload(FILES.png, 'a.png', 'image/png', t.agent())).status).toBe(401);
  });

  it('refuses a viewer with 403 and lets an editor upload', async () => {
    await t.createUser({ username: 'upload-viewer', password: 'secret-1', role: 'viewer' });
    await t.createUser({ username: 'upload-editor', password: 'secret-1', role: 'editor' });
    expect((await upload(FILES.png, 'a.png', 'image/png', await t.signIn('upload-viewer', 'secret-1'))).status).toBe(403);
    expect((await upload(FILES.png, 'a.png', 'image/png', await t.signIn('upload-editor', 'secret-1'))).status).toBe(201);
  });

  it('refuses an upload from another site with 403 and accepts one from its own', async () => {
    const foreign = await admin.post('/api/admin/uploads').set('Origin', 'https://evil.example').attach('file', FILES.png, 'a.png');
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe(GENERIC_MESSAGES.crossSite);
    const own = await admin.post('/api/admin/uploads').set('Origin', 'http://institute.test').attach('file', FILES.png, 'a.png');
    expect(own.status).toBe(201);
  });

  it('still refuses multipart bodies on other write routes with 415', async () => {
    const res = await admin.post('/api/admin/team').field('name', 'Form post').field('position', 'x');
    expect(res.status).toBe(415);
  });

  it('answers 404 for a missing upload and for a folder (no listing)', async () => {
    const { url } = (await upload(FILES.png, 'a.png', 'image/png')).body;
    expect((await t.agent().get('/uploads/2020/01/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await t.agent().get(url.slice(0, url.lastIndexOf('/') + 1))).status).toBe(404);
    expect((await t.agent().get('/uploads/')).status).toBe(404);
    expect((await t.agent().get('/uploads/../session-secret')).status).toBe(404);
    expect(existsSync(join(t.config.dataDir, 'session-secret'))).toBe(true);
  });
});

import { GENERIC_MESSAGES, UPLOAD_MESSAGES } from '@institute/shared';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { fetchBytes, type Format, image, metadataTags, withGifComment, withPngText } from '../support/images';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' } as const;
const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' } as const;
const FORMATS = Object.keys(MIME) as Format[];
const MB = 1024 * 1024;
/** A file of `size` bytes that starts like `file`. */
const padded = (file: Buffer, size: number) => Buffer.concat([file, Buffer.alloc(size - file.length)]);

describe('uploads', () => {
  let t: TestApp;
  let admin: TestAgent;
  let png: Buffer;
  let jpg: Buffer;
  useTestApp((app, agent) => ((t = app), (admin = agent)));
  beforeAll(async () => ([png, jpg] = await Promise.all([image('png'), image('jpeg')])));

  const upload = (file: Buffer, filename: string, contentType = 'application/octet-stream', agent = admin) =>
    agent.post('/api/admin/uploads').attach('file', file, { filename, contentType });
  const served = (url: string) => fetchBytes(t.agent(), url);

  it.each(FORMATS)('takes a %s and serves it cleaned in its own format, with no EXIF, XMP or IPTC', async (format) => {
    const sent = await image(format);
    const res = await upload(sent, `sample.${EXT[format]}`, MIME[format]);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/uploads/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${EXT[format]}$`));
    const file = await served(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(MIME[format]);
    const meta = await sharp(file.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: format === 'jpeg' || format === 'avif' ? (format === 'avif' ? 'heif' : 'jpeg') : format,
      width: 48,
      height: 32,
    });
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, comments: meta.comments }).toEqual({});
    const tags = metadataTags([file.body]);
    if (tags) expect(tags).toEqual([[]]);
  });

  it('leaves no text chunk of a PNG', async () => {
    const res = await upload(withPngText(png), 'note.png', 'image/png');
    expect(res.status).toBe(201);
    const file = (await served(res.body.url)).body;
    expect(file.includes('27.7172')).toBe(false);
    expect((await sharp(file).metadata()).comments).toBeUndefined();
  });

  it('leaves no comment of a GIF', async () => {
    const res = await upload(withGifComment(await image('gif')), 'note.gif', 'image/gif');
    expect(res.status).toBe(201);
    expect((await served(res.body.url)).body.includes('27.7172')).toBe(false);
  });

  it('serves a PDF byte for byte, with no size and no variants', async () => {
    const res = await upload(PDF, 'curriculum.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/),
      variants: [],
      fileName: 'curriculum.pdf',
      fileSize: PDF.length,
    });
    const file = await served(res.body.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body, PDF)).toBe(0);
  });

  it('stores the cleaned image in the store under DATA_DIR/uploads with a random name', async () => {
    const { url } = (await upload(png, 'logo.png', 'image/png')).body;
    expect(readFileSync(join(t.config.dataDir, url))).toEqual((await served(url)).body);
  });

  it('serves uploads with nosniff and a one-year immutable cache', async () => {
    const { url } = (await upload(jpg, 'photo.jpg', 'image/jpeg')).body;
    const res = await t.agent().get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes a PDF renamed .jpg as the PDF it is', async () => {
    const res = await upload(PDF, 'scan.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.pdf$/);
    expect((await t.agent().get(res.body.url)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses a text file named x.png with 415', async () => {
    const res = await upload(Buffer.from('just some text, not a picture'), 'x.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Only JPEG, PNG, WebP, AVIF and GIF images and PDF files can be uploaded');
  });

  it('refuses an HTML page claiming to be a PNG with 415', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(res.status).toBe(415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload(padded(jpg, 5 * MB + 1), 'big.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('File is too large (images up to 5 MB, PDFs up to 20 MB)');
  });

  it('accepts a 6 MB PDF, whose limit is 20 MB', async () => {
    const res = await upload(padded(PDF, 6 * MB), 'curriculum.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(6 * MB);
  });

  it('refuses a PDF over 20 MB with 413', async () => {
    const res = await upload(padded(PDF, 20 * MB + 1), 'huge.pdf', 'application/pdf');
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
    const res = await admin.post('/api/admin/uploads').attach('image', png, { filename: 'a.png', contentType: 'image/png' });
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
    expect((await upload(PDF, '../../etc/पाठ्यक्रम.pdf', 'application/pdf')).body.fileName).toBe('पाठ्यक्रम.pdf');
  });

  it('refuses a signed-out upload with 401', async () => {
    expect((await upload(png, 'a.png', 'image/png', t.agent())).status).toBe(401);
  });

  it('refuses a viewer with 403 and lets an editor upload', async () => {
    await t.createUser({ username: 'upload-viewer', password: 'secret-1', role: 'viewer' });
    await t.createUser({ username: 'upload-editor', password: 'secret-1', role: 'editor' });
    expect((await upload(png, 'a.png', 'image/png', await t.signIn('upload-viewer', 'secret-1'))).status).toBe(403);
    expect((await upload(png, 'a.png', 'image/png', await t.signIn('upload-editor', 'secret-1'))).status).toBe(201);
  });

  it('refuses an upload from another site with 403 and accepts one from its own', async () => {
    const foreign = await admin.post('/api/admin/uploads').set('Origin', 'https://evil.example').attach('file', png, 'a.png');
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe(GENERIC_MESSAGES.crossSite);
    const own = await admin.post('/api/admin/uploads').set('Origin', 'http://institute.test').attach('file', png, 'a.png');
    expect(own.status).toBe(201);
  });

  it('still refuses multipart bodies on other write routes with 415', async () => {
    const res = await admin.post('/api/admin/team').field('name', 'Form post').field('position', 'x');
    expect(res.status).toBe(415);
  });

  it('answers 404 for a missing upload and for a folder (no listing)', async () => {
    const { url } = (await upload(png, 'a.png', 'image/png')).body;
    expect((await t.agent().get('/uploads/2020/01/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await t.agent().get(url.slice(0, url.lastIndexOf('/') + 1))).status).toBe(404);
    expect((await t.agent().get('/uploads/')).status).toBe(404);
    expect((await t.agent().get('/uploads/../session-secret')).status).toBe(404);
    expect(existsSync(join(t.config.dataDir, 'session-secret'))).toBe(true);
  });
});

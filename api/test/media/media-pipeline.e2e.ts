import { UPLOAD_MESSAGES, type ImageVariant } from '@institute/shared';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { fetchBytes, heicPhoto, hugePng, image, metadataTags, phonePhoto, sidewaysPhoto } from '../support/images';

/** The media pipeline of POST /api/admin/uploads (docs/api.md, Media library): cleaning, variants and refusals. */
describe('media pipeline', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const upload = (file: Buffer, filename = 'photo.jpg') => admin.post('/api/admin/uploads').attach('file', file, { filename });
  const served = (url: string) => fetchBytes(t.agent(), url);
  /** Every file in the store and every row of the library: what a refused upload must leave as it was. */
  const stored = async () => ({
    files: readdirSync(join(t.config.dataDir, 'uploads'), { recursive: true }).length,
    rows: (await t.sql('SELECT count(*)::int AS n FROM uploads'))[0].n,
  });
  const pixel = async (file: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    return [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  };

  beforeAll(async () => {
    // The store's folder exists from the first upload on; the refusals compare against it.
    expect((await upload(await image('png'), 'first.png')).status).toBe(201);
  });

  it('turns a photo stored with EXIF Orientation 6 upright in its pixels and leaves no orientation tag', async () => {
    const res = await upload(await sidewaysPhoto());
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([48, 64]);
    const file = (await served(res.body.url)).body;
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([48, 64, undefined, undefined]);
    // The stored image's left half (red) is the top once turned 90° clockwise.
    const [top, bottom] = [await pixel(file, 24, 4), await pixel(file, 24, 60)];
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it('scales an image longer than 2560 px down to exactly 2560 on its long edge', async () => {
    const tall = await sharp({ create: { width: 1000, height: 3000, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const res = await upload(tall, 'tall.png');
    expect([res.body.width, res.body.height]).toEqual([853, 2560]);
    const meta = await sharp((await served(res.body.url)).body).metadata();
    expect([meta.width, meta.height]).toEqual([853, 2560]);
  });

  it('never enlarges a small image, which keeps its size and gets no variant', async () => {
    const res = await upload(await image('jpeg', { width: 300, height: 200 }));
    expect(res.body).toMatchObject({ width: 300, height: 200, variants: [] });
  });

  it('makes WebP and JPEG variants at each width not wider than the image, of the real size its answer says', async () => {
    const res = await upload(await image('jpeg', { width: 1000, height: 750 }));
    const variants = res.body.variants as ImageVariant[];
    expect(variants.map((v) => [v.type, v.width, v.height]).sort()).toEqual(
      [
        ['image/jpeg', 320, 240],
        ['image/jpeg', 640, 480],
        ['image/jpeg', 960, 720],
        ['image/webp', 320, 240],
        ['image/webp', 640, 480],
        ['image/webp', 960, 720],
      ].sort(),
    );
    for (const v of variants) {
      const file = await served(v.url);
      const meta = await sharp(file.body).metadata();
      expect([file.headers['content-type'], meta.width, meta.height]).toEqual([v.type, v.width, v.height]);
    }
  });

  it("names each variant with the SHA-256 of its bytes and serves it with the upload's headers", async () => {
    const res = await upload(await image('jpeg', { width: 700, height: 400 }));
    for (const v of res.body.variants as ImageVariant[]) {
      const file = await served(v.url);
      const hash = createHash('sha256').update(file.body).digest('hex');
      expect(v.url).toMatch(new RegExp(`-${v.width}w-${hash.slice(0, 16)}\\.(webp|jpg)$`));
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives an image with transparency PNG variants instead of JPEG ones', async () => {
    const res = await upload(await image('png', { width: 400, height: 300, alpha: true }), 'logo.png');
    expect((res.body.variants as ImageVariant[]).map((v) => v.type).sort()).toEqual(['image/png', 'image/webp']);
  });

  it("encodes variants within 1.5 times the bytes of sharp's defaults at the same size", async () => {
    const res = await upload(await phonePhoto({ width: 1400, height: 1050 }));
    const cleaned = (await served(res.body.url)).body;
    for (const v of res.body.variants as ImageVariant[]) {
      const resized = sharp(cleaned).resize(v.width, v.height);
      const reference = await (v.type === 'image/webp' ? resized.webp() : resized.jpeg()).toBuffer();
      expect((await served(v.url)).body.length).toBeLessThanOrEqual(reference.length * 1.5);
    }
  });

  it('keeps the frames of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#c33', '#3c3', '#33c'].map(frame));
    const sent = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await upload(sent, 'spinner.gif');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 40, height: 40 });
    expect((await sharp((await served(res.body.url)).body).metadata()).pages).toBe(3);
  });

  it('answers a phone photo with the cleaned image and every variant, none holding its location or camera', async () => {
    const res = await upload(await phonePhoto({ orientation: 6 }), 'IMG_0001.jpg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1920, height: 2560, fileName: 'IMG_0001.jpg' });
    expect((res.body.variants as ImageVariant[]).map((v) => `${v.type} ${v.width}x${v.height}`).sort()).toEqual(
      [320, 640, 960, 1280, 1920]
        .flatMap((w) => [`image/jpeg ${w}x${Math.round((w * 4) / 3)}`, `image/webp ${w}x${Math.round((w * 4) / 3)}`])
        .sort(),
    );
    const files = await Promise.all([res.body.url, ...res.body.variants.map((v: ImageVariant) => v.url)].map(served));
    for (const file of files) {
      expect(file.status).toBe(200);
      expect(file.body.includes('PhoneCam')).toBe(false);
      const meta = await sharp(file.body).metadata();
      expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined]);
    }
    const tags = metadataTags(files.map((f) => f.body));
    if (tags) expect(tags).toEqual(files.map(() => []));
    expect(res.body.fileSize).toBeLessThan(1024 * 1024);
    // The one test with a full-size phone photo: making it and cleaning it are real work on a busy 2-core machine.
  }, 180_000);

  describe('refuses, storing nothing and staying healthy,', () => {
    it.each([
      ['an iPhone HEIC photo', heicPhoto, 415, UPLOAD_MESSAGES.unsupportedType],
      [
        'an SVG image',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        UPLOAD_MESSAGES.unsupportedType,
      ],
      ['a truncated JPEG', async () => (await phonePhoto({ width: 400, height: 300 })).subarray(0, 9000), 400, UPLOAD_MESSAGES.unreadable],
      [
        'a file with a PNG signature and nothing else of one',
        () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]),
        400,
        UPLOAD_MESSAGES.unreadable,
      ],
      ['a 900-megapixel PNG of about 110 kB', () => hugePng(), 413, UPLOAD_MESSAGES.tooManyPixels],
    ])('%s', async (_, make, status, message) => {
      const before = await stored();
      const res = await upload(await make(), 'file.bin');
      expect([res.status, res.body.error]).toEqual([status, message]);
      expect(await stored()).toEqual(before);
      expect((await t.agent().get('/api/health')).status).toBe(200);
    });
  });
});

import type { ImageVariant } from '@institute/shared';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MediaBackfill } from '../../src/uploads/media-backfill';
import { startTestApp, type TestApp } from '../support/app';
import { fetchBytes, hugePng, image, phonePhoto } from '../support/images';
import { type S3Server, startS3Server } from '../support/s3';

const BUCKET = 'institute-media';

/** STORAGE_DRIVER=s3 against s3rver, an S3-compatible server the test starts (docs/configuration.md). */
describe('media in an S3-compatible bucket', () => {
  let s3: S3Server;
  let endpoint: string;
  let client: S3Client;
  let app: TestApp;

  const env = (extra: Record<string, string> = {}) => ({ STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET, ...s3.settings, ...extra });
  const objects = () => s3.keys();
  const upload = async (target: TestApp, file: Buffer) => {
    const res = await (await target.signIn()).post('/api/admin/uploads').attach('file', file, { filename: 'photo.jpg' });
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string; variants: ImageVariant[] };
  };

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    ({ client } = s3);
    endpoint = s3.settings.S3_ENDPOINT;
    app = await startTestApp({ env: env() });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('keeps the cleaned image and every variant in the bucket only, nothing under DATA_DIR', async () => {
    const { url, variants } = await upload(app, await image('jpeg', { width: 700, height: 400 }));
    const keys = [url, ...variants.map((v) => v.url)].map((u) => u.slice(1)).sort();
    expect(keys).toHaveLength(5);
    expect(await objects()).toEqual(expect.arrayContaining(keys));
    expect(existsSync(join(app.config.dataDir, 'uploads'))).toBe(false);
  });

  it('serves the objects at its own paths, whole, with the upload headers', async () => {
    const { url, variants } = await upload(app, await image('jpeg', { width: 700, height: 400 }));
    for (const [u, type] of [[url, 'image/jpeg'], ...variants.map((v) => [v.url, v.type])]) {
      const res = await fetchBytes(app.agent(), u);
      expect([res.status, res.headers['content-type'], res.headers['cache-control'], res.headers['x-content-type-options']]).toEqual([
        200,
        type,
        'public, max-age=31536000, immutable',
        'nosniff',
      ]);
      // Stored as sent, not as chunk-signed bodies: the bytes decode as the image.
      expect((await sharp(res.body).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('removes every object of a deleted image before it answers', async () => {
    const { id, url, variants } = await upload(app, await image('jpeg', { width: 700, height: 400 }));
    await (await app.signIn()).delete(`/api/admin/uploads/${id}`).expect(200);
    const left = await objects();
    for (const u of [url, ...variants.map((v) => v.url)]) {
      expect(left).not.toContain(u.slice(1));
      expect((await app.agent().get(u)).status).toBe(404);
    }
  });

  it('answers URLs under S3_PUBLIC_URL when set, and cleans an earlier upload found in the bucket under a new key', async () => {
    const earlier = '2025/06/0b7f3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.jpg';
    const photo = await phonePhoto({ width: 700, height: 500 });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/${earlier}`, Body: photo, ContentLength: photo.length }));
    const publicUrl = `${endpoint}/${BUCKET}`;
    // A second process on the same database, as behind a load balancer.
    const other = await startTestApp({ databaseUrl: app.running.databaseUrl, env: env({ S3_PUBLIC_URL: publicUrl }) });
    try {
      await other.running.app.get(MediaBackfill).run();
      const [{ stored_name: moved }] = await other.sql<{ stored_name: string }>(
        `SELECT stored_name FROM uploads WHERE original_name = $1`,
        [earlier.split('/').pop()],
      );
      expect(moved).not.toBe(earlier);
      expect(await objects()).not.toContain(`uploads/${earlier}`);
      const cleaned = await fetch(`${publicUrl}/uploads/${moved}`);
      expect(Buffer.from(await cleaned.arrayBuffer()).includes('PhoneCam')).toBe(false);
      const { url, variants } = await upload(other, await image('jpeg', { width: 400, height: 300 }));
      expect([url, ...variants.map((v) => v.url)].every((u) => u.startsWith(`${publicUrl}/uploads/`))).toBe(true);
      const res = await fetch(variants[0].url);
      // Read whole, so no connection to the S3 server is left open.
      expect([res.status, res.headers.get('content-type'), (await res.arrayBuffer()).byteLength > 0]).toEqual([
        200,
        variants[0].type,
        true,
      ]);
    } finally {
      await other.close();
    }
  });

  it('sets aside an earlier object it cannot clean under uploads-set-aside/, out of what is served', async () => {
    const earlier = '2025/06/0b7f3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e60.png';
    const huge = await hugePng();
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/${earlier}`, Body: huge, ContentLength: huge.length }));
    expect((await app.running.app.get(MediaBackfill).run()).failed).toEqual([earlier]);
    const keys = await objects();
    expect(keys).toContain(`uploads-set-aside/${earlier}`);
    expect(keys).not.toContain(`uploads/${earlier}`);
    expect((await app.agent().get(`/uploads/${earlier}`)).status).toBe(404);
  });
});

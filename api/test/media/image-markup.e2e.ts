import type { ImageMedia, ImageVariant } from '@institute/shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../../src/config/config';
import { startTestApp, type TestApp } from '../support/app';
import { image } from '../support/images';

/** The `<img>` tags of a page, each with its attributes, and the `<picture>` holding it if any. */
function images(html: string) {
  const found: { attrs: Record<string, string>; picture?: string }[] = [];
  for (const match of html.matchAll(/<picture[^>]*>(.*?)<\/picture>|<img\b[^>]*>/gs)) {
    const tag = match[1] !== undefined ? /<img\b[^>]*>/s.exec(match[1])![0] : match[0];
    // Attribute names as HTML reads them, whatever their case (React writes `srcSet`, `fetchPriority`).
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2].replace(/&amp;/g, '&')]),
    );
    found.push({ attrs, picture: match[1] });
  }
  return found;
}
/** The srcset of a `<source>` of that type inside a picture. */
const sourceSet = (picture: string, type: string) => new RegExp(`<source type="${type}" srcset="([^"]*)"`, 'i').exec(picture)?.[1];
const expected = (variants: ImageVariant[], type: string) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** docs/public-site.md, Images: what the server renders for uploaded images on the public pages. */
describe('image markup of the rendered pages', () => {
  let t: TestApp;
  let admin: TestAgent;
  let photo: { url: string; width: number; height: number; variants: ImageVariant[] };
  let second: { url: string };

  beforeAll(async () => {
    const bundle = join(`${loadConfig({}).publicWebDir}-ssr`, 'entry-server.cjs');
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run "npm run build -w public-web" first`);
    t = await startTestApp();
    admin = await t.signIn();
    const upload = async (file: Buffer) =>
      (await admin.post('/api/admin/uploads').attach('file', file, { filename: 'p.jpg' }).expect(201)).body;
    [photo, second] = [
      await upload(await image('jpeg', { width: 700, height: 525 })),
      await upload(await image('jpeg', { width: 300, height: 225 })),
    ];
    await admin.post('/api/admin/hero-slides').send({ title: 'Welcome', image: photo.url, isActive: true, displayOrder: 1 }).expect(201);
    await admin.post('/api/admin/hero-slides').send({ title: 'Workshops', image: second.url, isActive: true, displayOrder: 2 }).expect(201);
    await admin
      .post('/api/admin/news')
      .send({
        title: 'Lab opened',
        slug: 'lab-opened',
        excerpt: 'x',
        content: 'y',
        status: 'published',
        imageUrls: [photo.url, second.url],
      })
      .expect(201);
    // Narrower than every variant width.
    await admin.put('/api/admin/site-settings/aboutImage').send({ value: second.url }).expect(200);
    for (let n = 1; n <= 5; n++) {
      await admin
        .post('/api/admin/programs')
        .send({ title: `Program ${n}`, description: 'd', category: 'c', duration: '3 months', imageUrl: photo.url, displayOrder: n })
        .expect(201);
      await admin
        .post('/api/admin/projects')
        .send({ title: `Project ${n}`, implementationDuration: '2 years', imageUrl: photo.url, displayOrder: n })
        .expect(201);
      await admin
        .post('/api/admin/team')
        .send({ name: `Member ${n}`, position: 'Instructor', photoUrl: photo.url, displayOrder: n })
        .expect(201);
      await admin
        .post('/api/admin/donors')
        .send({ name: `Donor ${n}`, logoUrl: photo.url, displayOrder: n })
        .expect(201);
    }
    // A demo picture that is no upload.
    await admin.post('/api/admin/team').send({ name: 'Demo', position: 'Guest', photoUrl: '/avatar.svg', displayOrder: 9 }).expect(201);
  });
  afterAll(() => t?.close());

  const page = async (path: string) => images((await t.agent().get(path).expect(200)).text);
  const uploads = (found: ReturnType<typeof images>) => found.filter((i) => i.attrs.src === photo.url || i.attrs.src === second.url);

  it('answers public reads with the media of each upload image a record links to', async () => {
    const [program] = (await t.agent().get('/api/programs').expect(200)).body as { imageUrl: string; media: Record<string, ImageMedia> }[];
    expect(program.media).toEqual({ [photo.url]: { width: 700, height: 525, variants: photo.variants } });
    // Kept by the response cache with the media.
    const again = await t.agent().get('/api/programs').expect(200);
    expect([again.headers['cache-status'], again.body[0].media]).toEqual(['institute; hit', program.media]);
  });

  it('renders the first hero slide on / as a <picture> of its WebP and JPEG variants, asked for first', async () => {
    const html = (await t.agent().get('/').expect(200)).text;
    const [hero] = uploads(images(html));
    expect(hero.attrs.class).toBe('hero-image');
    expect(sourceSet(hero.picture!, 'image/webp')).toBe(expected(photo.variants, 'image/webp'));
    expect(hero.attrs.srcset).toBe(expected(photo.variants, 'image/jpeg'));
    expect(hero.attrs).toMatchObject({ src: photo.url, sizes: '100vw', width: '700', height: '525', fetchpriority: 'high' });
    expect(hero.attrs.loading).toBeUndefined();
  });

  it('lazy-loads every upload image after the hero on /', async () => {
    const [, ...rest] = uploads(await page('/'));
    expect(rest.length).toBeGreaterThan(8);
    for (const img of rest)
      expect([img.attrs.class, img.attrs.loading, img.attrs.decoding, img.attrs.fetchpriority]).toEqual([
        img.attrs.class,
        'lazy',
        'async',
        undefined,
      ]);
  });

  it("renders an article's first image as a <picture> asked for first, with the article column's sizes", async () => {
    const [first, ...rest] = uploads(await page('/news/lab-opened'));
    expect(first.picture).toBeDefined();
    expect(first.attrs).toMatchObject({ src: photo.url, fetchpriority: 'high', sizes: '(min-width: 860px) 820px, 100vw' });
    expect(first.attrs.loading).toBeUndefined();
    for (const img of rest) expect(img.attrs.loading).toBe('lazy');
  });

  it('preloads no single file of a <picture>, whose file the browser chooses', async () => {
    const html = (await t.agent().get('/news/lab-opened').expect(200)).text;
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)?.filter((l) => l.includes('/uploads/')) ?? []).toEqual([]);
  });

  it.each(['/programs', '/projects', '/teams', '/donors'])(
    'loads the first three cards of %s with the page and the rest lazily',
    async (path) => {
      const cards = uploads(await page(path));
      expect(cards).toHaveLength(5);
      expect(cards.map((c) => c.attrs.loading ?? 'eager')).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
      for (const card of cards)
        expect([card.picture !== undefined, card.attrs.decoding, card.attrs.fetchpriority]).toEqual([true, 'async', undefined]);
    },
  );

  it('keeps a plain <img> for a picture that is no upload', async () => {
    const demo = (await page('/teams')).find((i) => i.attrs.src === '/avatar.svg')!;
    expect(demo.picture).toBeUndefined();
    expect(demo.attrs.srcset).toBeUndefined();
  });

  it('renders an image narrower than every variant as a plain <img> of its own size', async () => {
    const [about] = uploads(await page('/about-us'));
    expect(about.picture).toBeUndefined();
    expect(about.attrs).toMatchObject({ src: second.url, width: '300', height: '225', loading: 'lazy' });
  });
});

import type { ImageVariant, MediaItem } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { image } from '../support/images';
import { waitFor } from '../support/mail';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Item = MediaItem;

describe('media library', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const upload = async (name = 'photo.png', file: Buffer = PNG, agent = admin) => {
    const res = await agent.post('/api/admin/uploads').attach('file', file, { filename: name, contentType: 'image/png' });
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string; variants: ImageVariant[] };
  };
  const item = async (id: string) => (await admin.get(`/api/admin/uploads/${id}`).expect(200)).body as Item;

  it('lists an upload with its url, original name, type, size, uploader and date', async () => {
    const { id, url } = await upload('कक्षा photo.png');
    const res = await admin.get('/api/admin/uploads').query({ filter: JSON.stringify({ id: [id] }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id,
        url,
        originalName: 'कक्षा photo.png',
        mimeType: 'image/png',
        size: expect.any(Number),
        width: 1,
        height: 1,
        variants: [],
        thumbnailUrl: url,
        uploadedBy: t.adminId,
        uploadedByName: 'admin',
        createdAt: expect.any(String),
        usedBy: [],
        state: 'done',
      },
    ]);
  });

  it('gives an image its variants and the 320 px WebP variant as thumbnail, a PDF neither', async () => {
    const photo = await upload('wide.jpg', await image('jpeg', { width: 700, height: 350 }));
    const listed = await item(photo.id);
    expect(listed).toMatchObject({ width: 700, height: 350, variants: photo.variants });
    expect(listed.variants).toHaveLength(4);
    expect(listed.thumbnailUrl).toBe(listed.variants.find((v) => v.width === 320 && v.type === 'image/webp')!.url);
    const pdf = await item((await upload('plan.pdf', PDF)).id);
    expect(pdf).toMatchObject({ variants: [], thumbnailUrl: null });
    expect(pdf).not.toHaveProperty('width');
  });

  it('pages, sorts and counts like every back-office list', async () => {
    // The search also reads the stored name (a uuid), so the names share a prefix no uuid can hold.
    const a = await upload('sorting-first.png');
    const b = await upload('sorting-second.pdf', PDF);
    const res = await admin
      .get('/api/admin/uploads')
      .query({ sort: JSON.stringify(['originalName', 'DESC']), range: '[0,0]', filter: JSON.stringify({ q: 'sorting-' }) });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('uploads 0-0/2');
    expect(res.body.map((i: Item) => i.id)).toEqual([b.id]);
    const images = await admin
      .get('/api/admin/uploads')
      .query({ filter: JSON.stringify({ q: 'sorting-', mimeType: ['image/png', 'image/jpeg'] }) });
    expect(images.body.map((i: Item) => i.id)).toEqual([a.id]);
  });

  it('refuses to sort by a column it does not know with 400', async () => {
    const res = await admin.get('/api/admin/uploads').query({ sort: JSON.stringify(['storedName', 'ASC']) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Cannot sort by storedName');
  });

  it('names every record that uses a file', async () => {
    const { id, url } = await upload();
    const news = (
      await admin
        .post('/api/admin/news')
        .send({ title: 'Admissions open', content: 'x', excerpt: 'y', imageUrls: [url] })
        .expect(201)
    ).body;
    const team = (await admin.post('/api/admin/team').send({ name: 'Ram Sharma', position: 'Instructor', photoUrl: url }).expect(201)).body;
    await admin
      .put('/api/admin/site-settings/logoUrl')
      .send({ value: `http://institute.test${url}` })
      .expect(200);
    await admin
      .put('/api/admin/about/history')
      .send({ title: 'Our history', content: `<p><img src="${url}"></p>` })
      .expect(200);
    expect((await item(id)).usedBy).toEqual([
      { resource: 'about', id: 'history', label: "About section 'Our history'" },
      { resource: 'news', id: news.id, label: "News 'Admissions open'" },
      { resource: 'site-settings', id: 'logoUrl', label: "Site setting 'logoUrl'" },
      { resource: 'team', id: team.id, label: "Team member 'Ram Sharma'" },
    ]);
    await admin.put('/api/admin/site-settings/logoUrl').send({ value: '' }).expect(200);
    await admin.put('/api/admin/about/history').send({ title: 'Our history', content: 'Text only' }).expect(200);
  });

  it.each([
    ['a donor logo', '/api/admin/donors', (url: string) => ({ name: 'SDC', logoUrl: url }), "Donor 'SDC'"],
    [
      'a program file',
      '/api/admin/programs',
      (url: string) => ({ title: 'Plumbing', description: 'd', category: 'c', duration: '3 months', nossFile: url }),
      "Program 'Plumbing'",
    ],
    ['a hero slide', '/api/admin/hero-slides', (url: string) => ({ title: 'Welcome', image: url }), "Hero slide 'Welcome'"],
    [
      'a project image',
      '/api/admin/projects',
      (url: string) => ({ title: 'Skills Nepal', implementationDuration: '2 years', imageUrl: url }),
      "Project 'Skills Nepal'",
    ],
    [
      'a download',
      '/api/admin/downloads',
      (url: string) => ({ title: 'Prospectus', category: 'resources', fileUrl: url, fileName: 'p.pdf' }),
      "Download 'Prospectus'",
    ],
    [
      "a training opening's description",
      '/api/admin/training-openings',
      (url: string) => ({ title: 'Welding, March', description: `See [the notice](${url})` }),
      "Training opening 'Welding, March'",
    ],
    [
      "a statistic's description",
      '/api/admin/statistics',
      (url: string) => ({ key: 'graduates', value: '500+', label: 'Graduates', description: `![Graduates](${url})` }),
      "Statistic 'Graduates'",
    ],
    [
      "a user's photo",
      '/api/admin/users',
      (url: string) => ({ username: 'photo-user', password: 'Secret-pass-1', profileImageUrl: url }),
      "User 'photo-user'",
    ],
  ])('counts %s as a use', async (_, path, body, label) => {
    const { id, url } = await upload();
    const res = await admin.post(path).send(body(url));
    expect(res.status).toBe(201);
    expect((await item(id)).usedBy).toEqual([{ resource: path.split('/').pop(), id: res.body.id, label }]);
  });

  it('deletes an unused file, after which its URL answers 404', async () => {
    const { id, url } = await upload();
    expect((await t.agent().get(url)).status).toBe(200);
    const res = await admin.delete(`/api/admin/uploads/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, url, usedBy: [] });
    expect((await t.agent().get(url)).status).toBe(404);
    expect((await admin.get(`/api/admin/uploads/${id}`)).status).toBe(404);
  });

  it('deletes an image with every variant, each URL then answering 404', async () => {
    const { id, url, variants } = await upload('gone.jpg', await image('jpeg', { width: 700, height: 350 }));
    const urls = [url, ...variants.map((v) => v.url)];
    for (const u of urls) expect((await t.agent().get(u)).status).toBe(200);
    await admin.delete(`/api/admin/uploads/${id}`).expect(200);
    for (const u of urls) expect((await t.agent().get(u)).status).toBe(404);
  });

  it('refuses to delete a used file with 409 naming the records, and keeps it', async () => {
    const { id, url } = await upload();
    await admin
      .post('/api/admin/news')
      .send({ title: 'Results published', content: 'x', excerpt: 'y', imageUrls: [url] })
      .expect(201);
    await admin.post('/api/admin/team').send({ name: 'Sita Rai', position: 'Instructor', photoUrl: url }).expect(201);
    const res = await admin.delete(`/api/admin/uploads/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Used by: News 'Results published', Team member 'Sita Rai'");
    expect((await t.agent().get(url)).status).toBe(200);
    expect((await item(id)).id).toBe(id);
  });

  it('answers 404 to the delete of an unknown file and 400 to a malformed id', async () => {
    expect((await admin.delete('/api/admin/uploads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.delete('/api/admin/uploads/not-an-id')).status).toBe(400);
  });

  it('lets a viewer list but not delete', async () => {
    const { id } = await upload();
    await t.createUser({ username: 'media-viewer', password: 'Viewer-Pass-2064', email: 'mv@example.test', role: 'viewer' });
    const viewer = await t.signIn('media-viewer', 'Viewer-Pass-2064');
    expect((await viewer.get('/api/admin/uploads')).status).toBe(200);
    expect((await viewer.delete(`/api/admin/uploads/${id}`)).status).toBe(403);
    expect((await item(id)).id).toBe(id);
  });

  it('records a delete in the audit log with who and which file', async () => {
    const { id, url } = await upload('to-remove.png');
    await admin.delete(`/api/admin/uploads/${id}`).expect(200);
    const [entry] = await waitFor(async () => {
      const res = await admin
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ action: 'delete', entity: 'uploads', entityId: id }) });
      return res.body.length ? res.body : undefined;
    });
    expect(entry).toMatchObject({
      userId: t.adminId,
      username: 'admin',
      changes: expect.objectContaining({ url, originalName: 'to-remove.png' }),
    });
  });
});

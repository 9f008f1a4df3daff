import { REVISION_MESSAGES, type Revision } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

/** Each resource that keeps revisions: how a record is made, and a text field to change. */
const RESOURCES = [
  { name: 'news', create: { title: 'Admissions Open', content: 'First text', excerpt: 'Apply now' }, field: 'content' },
  {
    name: 'programs',
    create: { title: 'Electrician', description: 'First text', category: 'Electrical', duration: '390 Hours' },
    field: 'description',
  },
  {
    name: 'projects',
    create: {
      title: 'Skills for Youth',
      description: 'First text',
      implementingAgency: 'Institute',
      fundingAgency: 'Swiss Agency for Development',
      implementationDuration: '2023-2025',
      startDate: '2023-04-14',
      endDate: '2025-07-15',
      occupations: [{ name: 'Plumber', count: 20 }],
      locations: ['Kathmandu'],
    },
    field: 'description',
  },
  { name: 'hero-slides', create: { title: 'Skills', image: '/uploads/hero.jpg', subtitle: 'First text' }, field: 'subtitle' },
] as const;

describe('revisions', () => {
  let t: TestApp;
  let admin: TestAgent;
  let viewer: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));
  beforeAll(async () => {
    await t.createUser({ username: 'rev-viewer', password: 'secret-1', role: 'viewer' });
    viewer = await t.signIn('rev-viewer', 'secret-1');
  });

  const history = async (resource: string, id: string, query: Record<string, string> = {}) => {
    const res = await admin.get(`/api/admin/${resource}/${id}/revisions`).query(query);
    expect(res.status).toBe(200);
    return { items: res.body as Revision[], range: res.headers['content-range'] as string };
  };

  describe.each(RESOURCES)('$name', ({ name, create, field }) => {
    const make = async () => {
      const res = await admin.post(`/api/admin/${name}`).send(create);
      if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
      return res.body as { id: string } & Record<string, unknown>;
    };

    it('writes a revision on create and on each update, newest first, each the record as read', async () => {
      const record = await make();
      const updated = (await admin.put(`/api/admin/${name}/${record.id}`).send({ [field]: 'Second text' })).body;
      const { items, range } = await history(name, record.id);
      expect(items.map((r) => r.action)).toEqual(['update', 'create']);
      expect(items[0]).toMatchObject({ recordId: record.id, userId: t.adminId, username: 'admin', restoredFrom: null });
      expect(items[0].data).toEqual(JSON.parse(JSON.stringify(updated)));
      expect(items[1].data[field]).toBe('First text');
      expect(range).toBe('revisions 0-1/2');
    });

    it('restores a revision: the old text is back, as a new revision and an audit entry', async () => {
      const record = await make();
      await admin.put(`/api/admin/${name}/${record.id}`).send({ [field]: 'Overwritten' });
      const { items } = await history(name, record.id);
      const first = items[1];
      const res = await admin.post(`/api/admin/${name}/${record.id}/revisions/${first.id}/restore`).send({});
      expect(res.status).toBe(200);
      expect(res.body[field]).toBe('First text');
      expect(res.body.id).toBe(record.id);
      const after = await history(name, record.id);
      expect(after.items[0]).toMatchObject({ action: 'restore', restoredFrom: first.id });
      const [entry] = await waitFor(async () => {
        const rows = await t.sql<{ entity: string; changes: Record<string, unknown> }>(
          `SELECT * FROM audit_log WHERE action = 'restore' AND entity_id = $1`,
          [record.id],
        );
        return rows.length ? rows : undefined;
      });
      expect(entry.entity).toBe(name);
      expect(entry.changes).toMatchObject({ revisionId: first.id, [field]: { before: 'Overwritten', after: 'First text' } });
    });

    it('lets a viewer list the revisions but not restore them (403)', async () => {
      const record = await make();
      const { items } = await history(name, record.id);
      expect((await viewer.get(`/api/admin/${name}/${record.id}/revisions`)).status).toBe(200);
      expect((await viewer.post(`/api/admin/${name}/${record.id}/revisions/${items[0].id}/restore`).send({})).status).toBe(403);
    });

    it('deletes the revisions with the record', async () => {
      const record = await make();
      await admin.delete(`/api/admin/${name}/${record.id}`);
      expect(await t.sql('SELECT id FROM revisions WHERE record_id = $1', [record.id])).toEqual([]);
    });
  });

  describe('news in particular', () => {
    const make = async (fields: Record<string, unknown> = {}) =>
      (await admin.post('/api/admin/news').send({ title: 'Notice', content: 'Text', excerpt: 'Short', ...fields })).body as {
        id: string;
        slug: string;
      };

    it('answers a page with range and the total in Content-Range', async () => {
      const item = await make();
      for (const content of ['b', 'c', 'd']) await admin.put(`/api/admin/news/${item.id}`).send({ content });
      const { items, range } = await history('news', item.id, { range: '[1,2]' });
      expect(items.map((r) => r.data.content)).toEqual(['c', 'b']);
      expect(range).toBe('revisions 1-2/4');
    });

    it('keeps only the last 50 revisions of a record', async () => {
      const item = await make();
      for (let i = 0; i < 50; i++) await admin.put(`/api/admin/news/${item.id}`).send({ content: `v${i}` });
      const { items, range } = await history('news', item.id);
      expect(range).toBe('revisions 0-49/50');
      expect(items.map((r) => r.action)).not.toContain('create');
      expect(items[0].data.content).toBe('v49');
    });

    it('keeps the publishedAt stamp, author and id on restore', async () => {
      const item = await make({ status: 'published' });
      const published = (await admin.get(`/api/admin/news/${item.id}`)).body;
      const { items } = await history('news', item.id);
      await admin.put(`/api/admin/news/${item.id}`).send({ content: 'Changed' });
      const restored = (await admin.post(`/api/admin/news/${item.id}/revisions/${items[0].id}/restore`).send({})).body;
      expect(restored).toMatchObject({ id: item.id, publishedAt: published.publishedAt, createdAt: published.createdAt, content: 'Text' });
    });

    it('answers 409 when the slug of the revision was taken since', async () => {
      const item = await make({ title: 'Old name' });
      const { items } = await history('news', item.id);
      await admin.put(`/api/admin/news/${item.id}`).send({ slug: 'new-name' });
      await make({ title: 'Taker', slug: 'old-name' });
      const res = await admin.post(`/api/admin/news/${item.id}/revisions/${items[0].id}/restore`).send({});
      expect(res.status).toBe(409);
    });

    it('answers 404 to an unknown revision, one of another record, or an unknown record', async () => {
      const a = await make();
      const b = await make();
      const ofB = (await history('news', b.id)).items[0];
      const ofAnother = await admin.post(`/api/admin/news/${a.id}/revisions/${ofB.id}/restore`).send({});
      expect([ofAnother.status, ofAnother.body.error]).toEqual([404, REVISION_MESSAGES.notFound]);
      expect((await admin.post(`/api/admin/news/${a.id}/revisions/nonsense/restore`).send({})).status).toBe(404);
      expect((await admin.get(`/api/admin/news/00000000-0000-4000-8000-000000000000/revisions`)).status).toBe(404);
    });

    it('removes on restore a Nepali text added after the revision', async () => {
      const item = await make();
      const { items } = await history('news', item.id);
      await admin.put(`/api/admin/news/${item.id}`).send({ translations: { ne: { title: 'सूचना' } } });
      const res = await admin.post(`/api/admin/news/${item.id}/revisions/${items[0].id}/restore`).send({});
      expect(res.status).toBe(200);
      expect(res.body.translations).toEqual({});
      expect((await admin.get(`/api/admin/news/${item.id}`)).body.translations).toEqual({});
    });

    it('restores a Nepali text changed since the revision to its old text', async () => {
      const item = await make({ translations: { ne: { title: 'पुरानो सूचना' } } });
      const { items } = await history('news', item.id);
      await admin.put(`/api/admin/news/${item.id}`).send({ translations: { ne: { title: 'नयाँ सूचना', excerpt: 'छोटो' } } });
      const res = await admin.post(`/api/admin/news/${item.id}/revisions/${items[0].id}/restore`).send({});
      expect(res.status).toBe(200);
      expect(res.body.translations).toEqual({ ne: { title: 'पुरानो सूचना' } });
    });

    it('clears the public cache on restore, as a PUT does', async () => {
      const item = await make({ status: 'published', title: 'Cached notice', content: 'Original' });
      const { items } = await history('news', item.id);
      await admin.put(`/api/admin/news/${item.id}`).send({ content: 'Changed' });
      expect((await t.agent().get(`/api/news/${item.slug}`)).body.content).toBe('Changed');
      await admin.post(`/api/admin/news/${item.id}/revisions/${items[0].id}/restore`).send({});
      expect((await t.agent().get(`/api/news/${item.slug}`)).body.content).toBe('Original');
    });
  });

  describe('about sections', () => {
    it('counts a first PUT as the create, and restores by the section key', async () => {
      await admin.put('/api/admin/about/mission').send({ title: 'Mission', content: 'First' });
      await admin.put('/api/admin/about/mission').send({ title: 'Mission', content: 'Second' });
      const { items } = await history('about', 'mission');
      expect(items.map((r) => r.action)).toEqual(['update', 'create']);
      const res = await admin.post(`/api/admin/about/mission/revisions/${items[1].id}/restore`).send({});
      expect(res.status).toBe(200);
      expect(res.body.content).toBe('First');
    });
  });
});

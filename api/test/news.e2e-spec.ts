import { CONTENT_MESSAGES, REQUIRED_MESSAGES, SLUG_EXISTS, SLUG_MESSAGES, SLUG_TAKEN_FIELD } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from './support/app';

const valid = { title: 'Admissions Open for Electrician', content: 'Line one\nLine two', excerpt: 'Apply by Poush 15' };

describe('news', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp();
    await t.createUser({
      username: 'writer',
      password: 'secret-1',
      role: 'editor',
      firstName: 'Sita',
      lastName: 'Rai',
      email: 'sita@institute.test',
    });
    admin = await t.signIn('writer', 'secret-1');
  });
  afterAll(() => t.close());

  const create = (fields: Record<string, unknown> = {}) => admin.post('/api/admin/news').send({ ...valid, ...fields });
  const publish = (fields: Record<string, unknown> = {}) => create({ status: 'published', ...fields });

  describe('writing', () => {
    it('creates a draft with the defaults of the spec and the signed-in author', async () => {
      const res = await create({ title: 'Defaults check' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        category: 'news',
        status: 'draft',
        priority: 'normal',
        imageUrls: [],
        publishedAt: null,
        deadlineDate: null,
      });
      expect(res.body.author).toEqual({ firstName: 'Sita', lastName: 'Rai', username: 'writer' });
    });

    it('generates the slug from the title when none is given', async () => {
      expect((await create({ title: 'Exam Results: Plumber 2081!' })).body.slug).toBe('exam-results-plumber-2081');
    });

    it('numbers a generated slug that is already taken', async () => {
      await create({ title: 'Holiday Notice' });
      expect((await create({ title: 'Holiday Notice' })).body.slug).toBe('holiday-notice-2');
      expect((await create({ title: 'Holiday Notice' })).body.slug).toBe('holiday-notice-3');
    });

    it('normalises a typed slug', async () => {
      expect((await create({ slug: 'Welding  Batch -- 7!' })).body.slug).toBe('welding-batch-7');
    });

    it('refuses a slug shorter than 3 characters after normalising', async () => {
      const res = await create({ slug: 'A!' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field: 'slug', message: SLUG_MESSAGES.tooShort });
    });

    it('refuses a slug longer than 100 characters', async () => {
      const res = await create({ slug: 'a'.repeat(101) });
      expect(res.body.details).toContainEqual({ field: 'slug', message: SLUG_MESSAGES.tooLong });
    });

    it('refuses a slug that is not text with the pattern message', async () => {
      const res = await create({ slug: 42 });
      expect(res.body.details).toContainEqual({ field: 'slug', message: SLUG_MESSAGES.invalidCharacters });
    });

    it('answers 409 Slug already exists, marking the field, for a typed slug in use', async () => {
      await create({ slug: 'taken-slug' });
      const res = await create({ slug: 'taken-slug' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(SLUG_EXISTS);
      expect(res.body.details).toEqual([{ field: 'slug', message: SLUG_TAKEN_FIELD }]);
    });

    it("answers 409 when an edit takes another item's slug, and allows keeping its own", async () => {
      await create({ slug: 'first-item' });
      const second = (await create({ slug: 'second-item' })).body;
      expect((await admin.put(`/api/admin/news/${second.id}`).send({ slug: 'first-item' })).status).toBe(409);
      expect((await admin.put(`/api/admin/news/${second.id}`).send({ slug: 'second-item', title: 'Renamed' })).status).toBe(200);
    });

    it('keeps the slug when an edit does not send one, and regenerates it from an emptied field', async () => {
      const item = (await create({ title: 'Original Title' })).body;
      expect((await admin.put(`/api/admin/news/${item.id}`).send({ title: 'New Title' })).body.slug).toBe('original-title');
      expect((await admin.put(`/api/admin/news/${item.id}`).send({ slug: '' })).body.slug).toBe('new-title');
    });

    it.each(['title', 'content', 'excerpt'] as const)('requires %s with the spec message', async (field) => {
      const res = await create({ [field]: ' ' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field, message: REQUIRED_MESSAGES[field] });
    });

    it.each([
      ['category', 'event', CONTENT_MESSAGES.invalidNewsCategory],
      ['status', 'archived', CONTENT_MESSAGES.invalidNewsStatus],
      ['priority', 'urgent', CONTENT_MESSAGES.invalidNewsPriority],
    ])('refuses a %s outside its list', async (field, value, message) => {
      expect((await create({ [field]: value })).body.details).toContainEqual({ field, message });
    });

    it('refuses an image that is not a web address or site path', async () => {
      const res = await create({ imageUrls: ['/uploads/a.jpg', 'javascript:alert(1)'] });
      expect(res.body.details).toContainEqual({ field: 'imageUrls', message: CONTENT_MESSAGES.invalidLink });
    });

    it('stores a deadline and clears it when sent empty', async () => {
      const item = (await create({ category: 'notice', deadlineDate: '2027-01-15T17:00:00+05:45' })).body;
      expect(new Date(item.deadlineDate).toISOString()).toBe('2027-01-15T11:15:00.000Z');
      expect((await admin.put(`/api/admin/news/${item.id}`).send({ deadlineDate: '' })).body.deadlineDate).toBeNull();
    });

    it('stamps publishedAt when an item is first published, and keeps it afterwards', async () => {
      const draft = (await create()).body;
      const published = (await admin.put(`/api/admin/news/${draft.id}`).send({ status: 'published' })).body;
      expect(Date.now() - new Date(published.publishedAt).getTime()).toBeLessThan(60_000);
      const edited = (await admin.put(`/api/admin/news/${draft.id}`).send({ title: 'Edited' })).body;
      expect(edited.publishedAt).toBe(published.publishedAt);
    });

    it('answers 4xx, never 5xx, for wrong types, huge strings and malformed JSON', async () => {
      for (const body of [{ ...valid, imageUrls: 'one' }, { ...valid, title: 'x'.repeat(201) }, { ...valid, content: 7 }, [valid]]) {
        const res = await admin.post('/api/admin/news').send(body);
        expect(res.status).toBe(400);
      }
      const res = await admin.post('/api/admin/news').set('Content-Type', 'application/json').send('{"title":');
      expect(res.status).toBe(400);
    });
  });

  describe('admin list', () => {
    it('finds by q, filters by status and sends Content-Range', async () => {
      await create({ title: 'Quokka Workshop' });
      const res = await admin.get('/api/admin/news').query({ filter: JSON.stringify({ q: 'quokka', status: 'draft' }), range: '[0,9]' });
      expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Quokka Workshop']);
      expect(res.headers['content-range']).toBe('news 0-0/1');
    });
  });

  describe('public', () => {
    beforeAll(() => t.sql('DELETE FROM news'));

    it('shows only published items whose time has come, newest first', async () => {
      await create({ title: 'Still a draft' });
      await publish({ title: 'Scheduled', publishedAt: '2999-01-01T00:00:00Z' });
      const older = (await publish({ title: 'Older', publishedAt: '2026-01-01T00:00:00Z' })).body;
      const newer = (await publish({ title: 'Newer', publishedAt: '2026-06-01T00:00:00Z' })).body;
      const res = await t.agent().get('/api/news');
      expect(res.status).toBe(200);
      expect(res.body.map((n: { id: string }) => n.id)).toEqual([newer.id, older.id]);
    });

    it('gives the author as first name, last name and username only', async () => {
      const [item] = (await t.agent().get('/api/news')).body;
      expect(item.author).toEqual({ firstName: 'Sita', lastName: 'Rai', username: 'writer' });
    });

    it('filters by category', async () => {
      await publish({ title: 'Result list', category: 'result' });
      const res = await t.agent().get('/api/news?category=result');
      expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Result list']);
    });

    it('refuses an unknown category with the spec wording', async () => {
      const res = await t.agent().get('/api/news?category=gossip');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(CONTENT_MESSAGES.invalidNewsCategory);
    });

    it('serves an article by slug and by id', async () => {
      const item = (await publish({ slug: 'by-slug-or-id' })).body;
      expect((await t.agent().get('/api/news/by-slug-or-id')).body.id).toBe(item.id);
      expect((await t.agent().get(`/api/news/${item.id}`)).body.slug).toBe('by-slug-or-id');
    });

    it('answers 404 for a draft, a scheduled item and an unknown identifier', async () => {
      const draft = (await create({ slug: 'hidden-draft' })).body;
      await publish({ slug: 'future-item', publishedAt: '2999-01-01T00:00:00Z' });
      for (const path of ['hidden-draft', draft.id, 'future-item', 'no-such-article', 'x'.repeat(300)]) {
        const res = await t.agent().get(`/api/news/${path}`);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('News article not found');
      }
    });

    it('keeps an item with no author once its author is deleted', async () => {
      const id = await t.createUser({ username: 'leaver', password: 'secret-1', role: 'editor' });
      const leaver = await t.signIn('leaver', 'secret-1');
      const item = (await leaver.post('/api/admin/news').send({ ...valid, slug: 'left-behind', status: 'published' })).body;
      await (await t.signIn()).delete(`/api/admin/users/${id}`).expect(200);
      expect((await t.agent().get(`/api/news/${item.slug}`)).body.author).toBeNull();
    });
  });
});

import {
  CONTENT_MESSAGES,
  GENERIC_MESSAGES,
  NEWS_PAGE_MESSAGES,
  REQUIRED_MESSAGES,
  SLUG_EXISTS,
  SLUG_MESSAGES,
  SLUG_TAKEN_FIELD,
} from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../support/app';

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
    it('creates a draft with its defaults and the signed-in author', async () => {
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

    it('gives 20 concurrent creates with one title and no slug 20 distinct numbered slugs', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => create({ title: 'Concurrent Notice' })));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
      const slugs = answers.map((res) => res.body.slug as string);
      expect(new Set(slugs).size).toBe(20);
      expect(slugs.sort()).toEqual(['concurrent-notice', ...Array.from({ length: 19 }, (_, i) => `concurrent-notice-${i + 2}`)].sort());
    });

    it('normalises a typed slug', async () => {
      expect((await create({ slug: 'Welding  Batch -- 7!' })).body.slug).toBe('welding-batch-7');
    });

    it('refuses a slug shorter than 3 characters after normalising', async () => {
      const res = await create({ slug: 'A!' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'slug', message: SLUG_MESSAGES.tooShort }));
    });

    it('refuses a slug longer than 100 characters', async () => {
      const res = await create({ slug: 'a'.repeat(101) });
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'slug', message: SLUG_MESSAGES.tooLong }));
    });

    it('refuses a slug that is not text with the pattern message', async () => {
      const res = await create({ slug: 42 });
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'slug', message: SLUG_MESSAGES.invalidCharacters }));
    });

    it('answers 409 Slug already exists, marking the field, for a typed slug in use', async () => {
      await create({ slug: 'taken-slug' });
      const res = await create({ slug: 'taken-slug' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(SLUG_EXISTS);
      expect(res.body.details).toMatchObject([{ field: 'slug', message: SLUG_TAKEN_FIELD }]);
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

    it.each(['title', 'content', 'excerpt'] as const)('requires %s with the required-field message', async (field) => {
      const res = await create({ [field]: ' ' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message: REQUIRED_MESSAGES[field] }));
    });

    it.each([
      ['category', 'event', CONTENT_MESSAGES.invalidNewsCategory],
      ['status', 'archived', CONTENT_MESSAGES.invalidNewsStatus],
      ['priority', 'urgent', CONTENT_MESSAGES.invalidNewsPriority],
    ])('refuses a %s outside its list', async (field, value, message) => {
      expect((await create({ [field]: value })).body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('refuses an image that is not a web address or site path', async () => {
      const res = await create({ imageUrls: ['/uploads/a.jpg', 'javascript:alert(1)'] });
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'imageUrls', message: CONTENT_MESSAGES.invalidLink }));
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

    it("gives the author's names only, never the author's id or, when a name exists, username", async () => {
      const [item] = (await t.agent().get('/api/news')).body;
      expect(item.author).toEqual({ firstName: 'Sita', lastName: 'Rai' });
      expect(item).not.toHaveProperty('authorId');
      const article = (await t.agent().get(`/api/news/${item.slug ?? item.id}`)).body;
      expect(article.author).toEqual({ firstName: 'Sita', lastName: 'Rai' });
      expect(article).not.toHaveProperty('authorId');
    });

    it('filters by category', async () => {
      await publish({ title: 'Result list', category: 'result' });
      const res = await t.agent().get('/api/news?category=result');
      expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Result list']);
    });

    it('refuses an unknown category with the invalid-category message', async () => {
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
  describe('public pages, search and counts', () => {
    // Seven published items, newest first: p7 … p1.
    let ids: string[] = [];
    beforeAll(async () => {
      await t.sql('DELETE FROM news');
      const items = [
        { title: 'Plumber admission', category: 'news' },
        { title: 'Holiday notice', category: 'notice', excerpt: 'Office closed for Dashain' },
        { title: 'Electrician result', category: 'result' },
        { title: 'Welding batch', category: 'news', content: 'Trainees learn TIG and MIG welding' },
        { title: 'कम्प्युटर तालिम', category: 'notice', excerpt: 'नयाँ तालिम सुरु हुँदैछ' },
        { title: '100% placement_rate', category: 'news', content: "It's O'Reilly\\path" },
        { title: 'Exam schedule', category: 'notice' },
      ];
      ids = [];
      for (const [i, item] of items.entries()) {
        const res = await publish({ ...item, publishedAt: `2026-0${i + 1}-01T00:00:00Z` });
        ids.unshift(res.body.id);
      }
      await create({ title: 'Draft welding plan' });
    });

    const page = (query: Record<string, string | string[]>) => t.agent().get('/api/news').query(query);
    const titles = (res: { body: { title: string }[] }) => res.body.map((n) => n.title);

    it('answers a page newest first with the total in X-Total-Count', async () => {
      const res = await page({ limit: '3', offset: '2' });
      expect(res.status).toBe(200);
      expect(res.body.map((n: { id: string }) => n.id)).toEqual(ids.slice(2, 5));
      expect(res.headers['x-total-count']).toBe('7');
    });

    it("leaves content out of a page and keeps the author's name, as the whole list does", async () => {
      const [item] = (await page({ limit: '1' })).body;
      expect(item).not.toHaveProperty('content');
      expect(item).not.toHaveProperty('authorId');
      expect(item).toMatchObject({ title: 'Exam schedule', excerpt: valid.excerpt, category: 'notice', slug: 'exam-schedule' });
      expect(item.author).toEqual({ firstName: 'Sita', lastName: 'Rai' });
    });

    it('answers 20 items when no limit is given', async () => {
      await t.sql(`
        INSERT INTO news (title, slug, content, excerpt, status, published_at)
        SELECT 'Old item ' || n, 'old-item-' || n, 'x', 'x', 'published', '2020-01-01'::timestamptz + n * interval '1 day'
        FROM generate_series(1, 20) n`);
      try {
        const res = await page({ offset: '0' });
        expect(res.body).toHaveLength(20);
        expect(res.headers['x-total-count']).toBe('27');
      } finally {
        await t.sql(`DELETE FROM news WHERE slug LIKE 'old-item-%'`);
      }
    });

    it('answers an empty page past the end with the total', async () => {
      const res = await page({ limit: '5', offset: '100' });
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('7');
    });

    it('keeps the bare list whole, content included (docs/api.md, News pages)', async () => {
      const res = await t.agent().get('/api/news');
      expect(res.body).toHaveLength(7);
      expect(res.body[0].content).toBe(valid.content);
    });

    it('pages one category', async () => {
      const res = await page({ category: 'notice', limit: '2' });
      expect(titles(res)).toEqual(['Exam schedule', 'कम्प्युटर तालिम']);
      expect(res.headers['x-total-count']).toBe('3');
    });

    it('searches the title, excerpt and content case-insensitively, published items only', async () => {
      expect(titles(await page({ q: 'WELDING' }))).toEqual(['Welding batch']);
      expect(titles(await page({ q: 'dashain' }))).toEqual(['Holiday notice']);
      expect(titles(await page({ q: 'tig and mig' }))).toEqual(['Welding batch']);
    });

    it('finds Devanagari text in the title and the excerpt', async () => {
      expect(titles(await page({ q: 'कम्प्युटर' }))).toEqual(['कम्प्युटर तालिम']);
      expect(titles(await page({ q: 'सुरु' }))).toEqual(['कम्प्युटर तालिम']);
    });

    it('searches together with a category and paging', async () => {
      const res = await page({ q: 'e', category: 'news', limit: '1', offset: '1' });
      expect(titles(res)).toEqual(['Welding batch']);
      expect(res.headers['x-total-count']).toBe('3');
    });

    it('takes %, _, quotes, backslashes and SQL in the search as plain text', async () => {
      expect(titles(await page({ q: '100%' }))).toEqual(['100% placement_rate']);
      expect(titles(await page({ q: '_rate' }))).toEqual(['100% placement_rate']);
      expect(titles(await page({ q: "O'Reilly\\path" }))).toEqual(['100% placement_rate']);
      for (const q of ['%', '_', '\\', "' OR 1=1 --", "'; DROP TABLE news; --", '%_%']) {
        const res = await page({ q: `${q}zz` });
        expect([res.status, res.body, res.headers['x-total-count']]).toEqual([200, [], '0']);
      }
      expect((await t.sql('SELECT count(*)::int AS n FROM news'))[0].n).toBe(8);
    });

    it('counts the published items in all and per category', async () => {
      const res = await t.agent().get('/api/news/counts');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ all: 7, news: 3, notice: 3, result: 1 });
    });

    it('counts the items matching a search, zero for a tab with none', async () => {
      expect((await t.agent().get('/api/news/counts').query({ q: 'welding' })).body).toEqual({ all: 1, news: 1, notice: 0, result: 0 });
      expect((await t.agent().get('/api/news/counts').query({ q: 'तालिम' })).body).toEqual({ all: 1, news: 0, notice: 1, result: 0 });
    });

    it.each([
      ['limit', '0', '0', NEWS_PAGE_MESSAGES.limit],
      ['limit', '101', '101', NEWS_PAGE_MESSAGES.limit],
      ['limit', 'a word', 'ten', NEWS_PAGE_MESSAGES.limit],
      ['limit', 'a fraction', '2.5', NEWS_PAGE_MESSAGES.limit],
      ['limit', 'a negative number', '-1', NEWS_PAGE_MESSAGES.limit],
      ['limit', 'given twice', ['5', '6'], NEWS_PAGE_MESSAGES.limit],
      ['offset', 'a negative number', '-1', NEWS_PAGE_MESSAGES.offset],
      ['offset', 'an exponent', '1e3', NEWS_PAGE_MESSAGES.offset],
      ['offset', 'beyond a million', '99999999', NEWS_PAGE_MESSAGES.offset],
      ['q', 'of 201 characters', 'x'.repeat(201), NEWS_PAGE_MESSAGES.q],
      ['q', 'given twice', ['a', 'b'], NEWS_PAGE_MESSAGES.q],
      ['q', 'holding NUL', 'a\0b', GENERIC_MESSAGES.unstorable],
      ['category', 'outside its list', 'gossip', CONTENT_MESSAGES.invalidNewsCategory],
    ])('answers 400 with its message for a %s %s', async (field, _case, value, message) => {
      const res = await page({ [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, details: [{ field, message }] });
    });

    it('answers 400 for a bad search in the counts', async () => {
      for (const [q, message] of [
        ['x'.repeat(201), NEWS_PAGE_MESSAGES.q],
        ['a\0b', GENERIC_MESSAGES.unstorable],
      ]) {
        const res = await t.agent().get('/api/news/counts').query({ q });
        expect([res.status, res.body.error]).toEqual([400, message]);
      }
    });
  });
});

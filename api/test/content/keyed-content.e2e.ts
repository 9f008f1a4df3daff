import { CONTENT_MESSAGES, REQUIRED_MESSAGES, SITE_SETTING_MESSAGES, STATISTIC_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../support/app';

/** Records addressed by a key rather than a uuid: statistics, about sections, site settings. */
describe('keyed content', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  describe('statistics', () => {
    const create = (fields: Record<string, unknown>) =>
      admin.post('/api/admin/statistics').send({ key: 'totalGraduates', value: '15,420', label: 'Graduates', ...fields });

    it('creates a statistic answering its key as the id', async () => {
      const res = await create({ key: 'districtsReached', value: '50', description: 'Across Nepal' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: 'districtsReached',
        key: 'districtsReached',
        value: '50',
        label: 'Graduates',
        description: 'Across Nepal',
      });
    });

    it('answers 409 for a key that exists, leaving the stored one unchanged', async () => {
      await create({ key: 'affiliatedOccupations', value: '39' });
      const res = await create({ key: 'affiliatedOccupations', value: '1' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(STATISTIC_MESSAGES.keyTaken);
      expect((await admin.get('/api/admin/statistics/affiliatedOccupations')).body.value).toBe('39');
    });

    it.each(['key', 'label', 'value'] as const)('requires %s with the required-field message', async (field) => {
      const res = await create({ key: 'someKey', [field]: '' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message: REQUIRED_MESSAGES[field] }));
    });

    it('refuses a key that could not be part of an address', async () => {
      expect((await create({ key: 'total graduates' })).body.details).toContainEqual(
        expect.objectContaining({
          field: 'key',
          message: STATISTIC_MESSAGES.invalidKey,
        }),
      );
    });

    it('changes the value by key and keeps the key', async () => {
      await create({ key: 'assignmentsCompleted', value: '400+' });
      const res = await admin.put('/api/admin/statistics/assignmentsCompleted').send({ value: '500+', key: 'renamed' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ key: 'assignmentsCompleted', value: '500+' });
    });

    it('refuses an empty value on edit', async () => {
      await create({ key: 'editEmpty' });
      expect((await admin.put('/api/admin/statistics/editEmpty').send({ value: ' ' })).body.details).toContainEqual(
        expect.objectContaining({
          field: 'value',
          message: REQUIRED_MESSAGES.value,
        }),
      );
    });

    it('answers 404 for an unknown key and 400 for one that cannot be a key', async () => {
      expect((await admin.put('/api/admin/statistics/noSuchKey').send({ value: '1' })).status).toBe(404);
      expect((await admin.get('/api/admin/statistics/has%20space')).status).toBe(400);
    });

    it('deletes by key and answers the deleted record', async () => {
      await create({ key: 'toDelete' });
      const res = await admin.delete('/api/admin/statistics/toDelete');
      expect(res.body.key).toBe('toDelete');
      expect((await admin.get('/api/admin/statistics/toDelete')).status).toBe(404);
    });

    it('lists for the public in the order they were added', async () => {
      await t.sql('DELETE FROM statistics');
      await create({ key: 'first' });
      await create({ key: 'second' });
      const res = await t.agent().get('/api/statistics');
      expect(res.body.map((s: { key: string }) => s.key)).toEqual(['first', 'second']);
    });

    it("sorts the admin list by id (the key), react-admin's default sort", async () => {
      const res = await admin.get('/api/admin/statistics').query({ sort: JSON.stringify(['id', 'DESC']) });
      expect(res.status).toBe(200);
      expect(res.body.map((s: { key: string }) => s.key)).toEqual(['second', 'first']);
    });

    it('filters the admin list by id (the key), as react-admin getMany does', async () => {
      const res = await admin.get('/api/admin/statistics').query({ filter: JSON.stringify({ id: ['second'] }) });
      expect(res.body.map((s: { key: string }) => s.key)).toEqual(['second']);
      expect(res.headers['content-range']).toBe('statistics 0-0/1');
    });
  });

  describe('about sections', () => {
    const put = (section: string, body: Record<string, unknown>) => admin.put(`/api/admin/about/${section}`).send(body);

    it('creates a section on first write and replaces it on the next', async () => {
      expect((await put('vision', { title: 'Our Vision', content: 'Skilled youth' })).body).toMatchObject({
        id: 'vision',
        section: 'vision',
        title: 'Our Vision',
      });
      const res = await put('vision', { title: 'Vision', content: 'Skilled youth in every district' });
      expect(res.status).toBe(200);
      expect(res.body.content).toBe('Skilled youth in every district');
      expect(await t.sql(`SELECT count(*)::int AS n FROM about_contents WHERE section = 'vision'`)).toEqual([{ n: 1 }]);
    });

    it('moves updatedAt on each write', async () => {
      const first = (await put('mission', { title: 'Mission', content: 'One' })).body.updatedAt;
      await new Promise((r) => setTimeout(r, 10));
      const second = (await put('mission', { title: 'Mission', content: 'Two' })).body.updatedAt;
      expect(new Date(second).getTime()).toBeGreaterThan(new Date(first).getTime());
    });

    it('refuses a section that is not one of the four', async () => {
      const res = await put('staff', { title: 'x', content: 'y' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'section', message: CONTENT_MESSAGES.invalidAboutSection }]);
    });

    it('requires title and content with the required-field messages', async () => {
      const res = await put('history', { title: '', content: '' });
      expect(res.body.details).toMatchObject([
        { field: 'title', message: REQUIRED_MESSAGES.title },
        { field: 'content', message: REQUIRED_MESSAGES.content },
      ]);
    });

    it('answers 404 for a section not written yet', async () => {
      expect((await admin.get('/api/admin/about/history')).status).toBe(404);
    });

    it('lists sections for the public in the page order', async () => {
      await put('history', { title: 'History', content: 'Founded in 2064 B.S.' });
      await put('about', { title: 'About', content: 'A CTEVT-affiliated institute' });
      const res = await t.agent().get('/api/about');
      expect(res.body.map((s: { section: string }) => s.section)).toEqual(['about', 'vision', 'mission', 'history']);
    });
  });

  describe('site settings', () => {
    const put = (key: string, value: unknown) => admin.put(`/api/admin/site-settings/${key}`).send({ value });

    it('stores a setting with the type of its key', async () => {
      const res = await put('logoUrl', '/uploads/logo.png');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 'logoUrl', key: 'logoUrl', value: '/uploads/logo.png', type: 'image' });
    });

    it('replaces a setting on the next save', async () => {
      await put('siteName', 'Old Name');
      await put('siteName', 'Nepal Technical Training Institute');
      expect((await t.agent().get('/api/site-settings')).body).toContainEqual(
        expect.objectContaining({ key: 'siteName', value: 'Nepal Technical Training Institute' }),
      );
    });

    it('clears a setting saved empty', async () => {
      expect((await put('twitterUrl', '')).body.value).toBe('');
    });

    it('refuses a key that is not a known setting', async () => {
      const res = await put('themeColour', 'red');
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'key', message: SITE_SETTING_MESSAGES.unknownKey }]);
    });

    it('refuses a malformed e-mail and an unsafe link', async () => {
      expect((await put('contactEmail', 'office@')).body.details).toMatchObject([
        { field: 'value', message: CONTENT_MESSAGES.invalidEmail },
      ]);
      expect((await put('facebookUrl', 'javascript:alert(1)')).body.details).toMatchObject([
        { field: 'value', message: CONTENT_MESSAGES.invalidLink },
      ]);
    });

    it('refuses a site path that a browser reads as another host (// or a backslash), keeping the stored one', async () => {
      await put('logoUrl', '/uploads/logo.png').expect(200);
      for (const value of ['//evil.example/x.png', '/\\evil.example/x.png', '\\evil.example/x.png']) {
        const res = await put('logoUrl', value);
        expect([res.status, res.body.details]).toEqual([
          400,
          [{ field: 'value', message: CONTENT_MESSAGES.invalidLink, code: 'content.invalidLink' }],
        ]);
      }
      expect((await admin.get('/api/admin/site-settings/logoUrl')).body.value).toBe('/uploads/logo.png');
      expect((await put('logoUrl', 'https://cdn.example.org/logo.png')).status).toBe(200);
    });

    it('answers 400 for a value that is not text or is missing', async () => {
      expect((await put('siteName', 42)).status).toBe(400);
      expect((await admin.put('/api/admin/site-settings/siteName').send({})).status).toBe(400);
    });

    it('is for administrators only: an editor gets 403', async () => {
      await t.createUser({ username: 'settings-editor', password: 'secret-1', role: 'editor' });
      const editor = await t.signIn('settings-editor', 'secret-1');
      expect((await editor.put('/api/admin/site-settings/siteName').send({ value: 'x' })).status).toBe(403);
    });
  });
});

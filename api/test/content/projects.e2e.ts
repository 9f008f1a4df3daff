import { CONTENT_MESSAGES, GENERIC_MESSAGES, PROJECT_MESSAGES, REQUIRED_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

const ADMIN_PATH = '/api/admin/projects';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const valid = {
  title: 'Skills for Youth Employment',
  description: 'Short courses for out-of-school youth',
  implementingAgency: 'Institute',
  fundingAgency: 'Swiss Agency for Development',
  implementationDuration: '2023-2025',
  startDate: '2023-04-14',
  endDate: '2025-07-15',
  occupations: [
    { name: 'Plumber', count: 20 },
    { name: 'Electrician', count: 15 },
  ],
  locations: ['Kathmandu', 'Pokhara'],
  imageUrl: '/uploads/project.jpg',
};

describe('projects', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const create = async (fields: Record<string, unknown> = {}) => {
    const res = await admin.post(ADMIN_PATH).send({ ...valid, ...fields });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body;
  };
  const rejects = async (fields: Record<string, unknown>, field: string, message: string) => {
    const res = await admin.post(ADMIN_PATH).send({ ...valid, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
  };

  describe('admin writes', () => {
    it('creates a project with its lists, dates as days and the signed-in user as creator', async () => {
      const res = await admin.post(ADMIN_PATH).send(valid);
      const [{ id: adminId }] = await t.sql(`SELECT id FROM users WHERE username = 'admin'`);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...valid, createdBy: adminId });
    });

    it('applies the defaults: status active, displayOrder 0, active, empty lists', async () => {
      const res = await admin.post(ADMIN_PATH).send({ title: 'Minimal', implementationDuration: '18 months' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'active', displayOrder: 0, isActive: true, occupations: [], locations: [] });
    });

    it('trims occupation names and locations and drops unknown occupation fields', async () => {
      const created = await create({ occupations: [{ name: '  Welder ', count: 3, salary: 1 }], locations: [' Butwal  '] });
      expect(created.occupations).toEqual([{ name: 'Welder', count: 3 }]);
      expect(created.locations).toEqual(['Butwal']);
    });

    it.each([
      ['title', REQUIRED_MESSAGES.title],
      ['implementationDuration', REQUIRED_MESSAGES.implementationDuration],
    ])('answers 400 with the required-field message when %s is blank', (field, message) => rejects({ [field]: ' ' }, field, message));

    it('rejects an occupation without a name', () =>
      rejects({ occupations: [{ name: ' ', count: 4 }] }, 'occupations', PROJECT_MESSAGES.occupationNameRequired));

    it.each([0, -2, 2.5, '5', null])('rejects an occupation count of %j', (count) =>
      rejects({ occupations: [{ name: 'Plumber', count }] }, 'occupations', PROJECT_MESSAGES.occupationCountInvalid),
    );

    it('rejects occupations that are not a list', () =>
      rejects({ occupations: { name: 'Plumber', count: 1 } }, 'occupations', PROJECT_MESSAGES.occupationsNotAList));

    it('rejects a blank location', () => rejects({ locations: ['Kathmandu', '   '] }, 'locations', PROJECT_MESSAGES.locationRequired));

    it('rejects a location that is not text', () => rejects({ locations: [42] }, 'locations', PROJECT_MESSAGES.locationRequired));

    it('rejects locations that are not a list', () => rejects({ locations: 'Kathmandu' }, 'locations', PROJECT_MESSAGES.locationsNotAList));

    it('rejects more than 100 occupations or locations', async () => {
      const occupations = Array.from({ length: 101 }, (_, i) => ({ name: `Trade ${i}`, count: 1 }));
      expect((await admin.post(ADMIN_PATH).send({ ...valid, occupations })).status).toBe(400);
      const locations = Array.from({ length: 101 }, (_, i) => `Place ${i}`);
      expect((await admin.post(ADMIN_PATH).send({ ...valid, locations })).status).toBe(400);
    });

    it('accepts 100 occupations', async () => {
      const occupations = Array.from({ length: 100 }, (_, i) => ({ name: `Trade ${i}`, count: 1 }));
      expect((await create({ occupations })).occupations).toHaveLength(100);
    });

    it('rejects an unknown status with the list of statuses', () =>
      rejects({ status: 'paused' }, 'status', CONTENT_MESSAGES.invalidProjectStatus));

    it('rejects a date that is not a YYYY-MM-DD day', () =>
      rejects({ startDate: '2024-02-30' }, 'startDate', CONTENT_MESSAGES.invalidDateOnly));

    it('rejects an end date before the start date', () =>
      rejects({ startDate: '2024-05-01', endDate: '2024-04-30' }, 'endDate', CONTENT_MESSAGES.endBeforeStart));

    it('rejects an edit whose new start date falls after the stored end date', async () => {
      const created = await create();
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ startDate: '2026-01-01' });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'endDate', message: CONTENT_MESSAGES.endBeforeStart }]);
    });

    it('rejects an image that is not a web address or site path', () =>
      rejects({ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', CONTENT_MESSAGES.invalidLink));

    it('updates only the fields sent', async () => {
      const created = await create();
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ status: 'completed', locations: ['Dhangadhi'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...valid, status: 'completed', locations: ['Dhangadhi'], createdBy: created.createdBy });
    });

    it('clears lists and dates sent as null or empty, and keeps the status when it is blank', async () => {
      const created = await create({ status: 'ongoing' });
      const res = await admin
        .put(`${ADMIN_PATH}/${created.id}`)
        .send({ occupations: null, locations: [], startDate: '', endDate: null, status: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ occupations: [], locations: [], startDate: null, endDate: null, status: 'ongoing' });
    });

    it('deletes a project and answers it', async () => {
      const created = await create();
      const res = await admin.delete(`${ADMIN_PATH}/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(created.id);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).status).toBe(404);
    });

    it("answers 404 with 'Project not found' for an unknown id", async () => {
      const res = await admin.get(`${ADMIN_PATH}/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(PROJECT_MESSAGES.notFound);
    });

    it('lists for the admin with Content-Range, filtered by status and searched by q', async () => {
      await create({ title: 'Cancelled unique pilot', status: 'cancelled' });
      const res = await admin.get(ADMIN_PATH).query({ filter: JSON.stringify({ status: 'cancelled', q: 'unique pil' }), range: '[0,9]' });
      expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Cancelled unique pilot']);
      expect(res.headers['content-range']).toBe('projects 0-0/1');
    });
  });

  describe('public', () => {
    it('lists only active projects, lowest displayOrder first, then newest', async () => {
      await t.sql('DELETE FROM projects');
      const hidden = (await create({ title: 'Hidden', isActive: false })).id;
      const second = (await create({ title: 'Second', displayOrder: 2 })).id;
      const olderFirst = (await create({ title: 'Older first', displayOrder: 1 })).id;
      const newerFirst = (await create({ title: 'Newer first', displayOrder: 1 })).id;
      const res = await t.agent().get('/api/projects');
      expect(res.status).toBe(200);
      expect(res.body.map((p: { id: string }) => p.id)).toEqual([newerFirst, olderFirst, second]);
      expect(res.body.map((p: { id: string }) => p.id)).not.toContain(hidden);
    });

    it('answers the fields the public page reads', async () => {
      const { id } = await create();
      const res = await t.agent().get('/api/projects');
      expect(res.body.find((p: { id: string }) => p.id === id)).toMatchObject({
        ...valid,
        status: 'active',
        isActive: true,
        displayOrder: 0,
      });
    });

    it('keeps who created a project out of the public answer', async () => {
      const { id } = await create();
      const res = await t.agent().get('/api/projects');
      expect(res.body.find((p: { id: string }) => p.id === id)).not.toHaveProperty('createdBy');
    });
  });

  describe('bad input answers 4xx, never 5xx', () => {
    const huge = 'x'.repeat(10_000);
    it.each([
      ['wrong types', { title: 42, implementationDuration: ['2023'], displayOrder: [], isActive: 'yes' }],
      ['an occupation that is not an object', { occupations: ['Plumber'] }],
      ['an occupation count too large', { occupations: [{ name: 'Plumber', count: 10 ** 12 }] }],
      ['a status of another type', { status: 3 }],
      ['a date of another type', { startDate: 20240101 }],
      ['a 10 kB title', { title: huge }],
      ['a 10 kB agency', { implementingAgency: huge }],
      ['a 10 kB occupation name', { occupations: [{ name: huge, count: 1 }] }],
      ['a 10 kB location', { locations: [huge] }],
      ['a 10 kB image URL', { imageUrl: `https://x.test/${huge}` }],
    ])('on create: %s', async (_label, fields) => {
      expect((await admin.post(ADMIN_PATH).send({ ...valid, ...fields })).status).toBe(400);
    });

    it('on create: missing fields', async () => {
      expect((await admin.post(ADMIN_PATH).send({})).status).toBe(400);
    });

    it('on create and update: malformed JSON', async () => {
      const id = (await create()).id;
      for (const req of [admin.post(ADMIN_PATH), admin.put(`${ADMIN_PATH}/${id}`)]) {
        const res = await req.set('Content-Type', 'application/json').send('{"occupations":[');
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(GENERIC_MESSAGES.malformedJson);
      }
    });

    it('on update: wrong types, a blank title and a 10 kB location', async () => {
      const id = (await create()).id;
      for (const body of [{ occupations: 'many' }, { title: null }, { locations: [huge] }, { endDate: 'soon' }]) {
        expect((await admin.put(`${ADMIN_PATH}/${id}`).send(body)).status).toBe(400);
      }
    });

    it('on update and delete: an id that is not a uuid', async () => {
      expect((await admin.put(`${ADMIN_PATH}/nope`).send(valid)).status).toBe(400);
      expect((await admin.delete(`${ADMIN_PATH}/nope`)).status).toBe(400);
    });
  });
});

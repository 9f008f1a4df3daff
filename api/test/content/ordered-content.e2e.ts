import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from '../support/app';

/**
 * The modules built on the shared CRUD plumbing whose public list shows active records
 * in display order. Each line: its paths, a valid record, and the messages of
 * its required fields.
 */
const MODULES = [
  {
    name: 'team',
    valid: { name: 'Sunita Sharma', position: 'Principal', qualification: 'M.Ed.', email: 'sunita@institute.test' },
    required: { name: 'Name is required', position: 'Position is required' },
    text: 'name',
  },
  {
    name: 'donors',
    valid: { name: 'Swiss Agency for Development', websiteUrl: 'https://example.org', description: 'Skills partner' },
    required: { name: 'Name is required' },
    text: 'name',
  },
  {
    name: 'programs',
    valid: {
      title: 'Electrician',
      description: '390-hour level 1 course',
      category: 'Electrical',
      duration: '390 Hours',
      certification: 'NSTB Level 1',
    },
    required: {
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      duration: 'Duration is required',
    },
    text: 'title',
  },
  {
    name: 'hero-slides',
    valid: { title: 'Skills for Employment', image: '/uploads/hero.jpg', subtitle: 'Admissions open', ctaText: 'Apply', ctaLink: '#apply' },
    required: { title: 'Title is required', image: 'Image is required' },
    text: 'title',
  },
  {
    name: 'training-openings',
    valid: { title: 'Plumber batch 12', location: 'Main campus', description: 'Morning shift' },
    required: { title: 'Title is required' },
    text: 'title',
  },
] as const;

describe.each(MODULES)('$name', ({ name, valid, required, text }) => {
  let t: TestApp;
  let admin: TestAgent;
  const admin_ = () => `/api/admin/${name}`;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (fields: Record<string, unknown>) => admin.post(admin_()).send({ ...valid, ...fields });

  it('creates a record with its defaults (displayOrder 0, active)', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, displayOrder: 0, isActive: true });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(Object.entries(required))('answers 400 with the required-field message when %s is missing', async (field, message) => {
    const res = await admin.post(admin_()).send({ ...valid, [field]: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('falls back to displayOrder 0 for a non-numeric order', async () => {
    expect((await create({ displayOrder: 'first' })).body.displayOrder).toBe(0);
  });

  it('updates only the fields sent', async () => {
    const id = (await create({})).body.id;
    const res = await admin.put(`${admin_()}/${id}`).send({ isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...valid, isActive: false });
  });

  it('moves updatedAt on an update', async () => {
    const created = (await create({})).body;
    await new Promise((r) => setTimeout(r, 10));
    const updated = (await admin.put(`${admin_()}/${created.id}`).send({ displayOrder: 3 })).body;
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());
  });

  it('clears an optional field sent as an empty string', async () => {
    const id = (await create({})).body.id;
    const optional = Object.keys(valid).find((k) => !(k in required))!;
    expect((await admin.put(`${admin_()}/${id}`).send({ [optional]: '' })).body[optional]).toBeNull();
  });

  it('deletes a record and answers it', async () => {
    const id = (await create({})).body.id;
    const res = await admin.delete(`${admin_()}/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    expect((await admin.get(`${admin_()}/${id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin.get(`${admin_()}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await admin.put(`${admin_()}/nope`).send(valid)).status).toBe(400);
  });

  it.each([
    ['wrong types', { [text]: 42, isActive: 'yes', displayOrder: [] }],
    ['a huge string', { [text]: 'x'.repeat(300) }],
    ['unknown fields only', { hacker: true }],
  ])('answers 4xx, never 5xx, for %s', async (_label, body) => {
    const res = await admin.post(admin_()).send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers 400, not a database error, for a null flag on create and on update', async () => {
    expect((await create({ isActive: null })).status).toBe(400);
    const id = (await create({})).body.id;
    expect((await admin.put(`${admin_()}/${id}`).send({ isActive: null })).status).toBe(400);
  });

  it("sorts the admin list by id, react-admin's default sort", async () => {
    expect((await admin.get(admin_()).query({ sort: JSON.stringify(['id', 'ASC']) })).status).toBe(200);
  });

  it('lists for the admin with Content-Range, searchable by q', async () => {
    await create({ [text]: 'Zebra Unique' });
    const res = await admin.get(admin_()).query({ filter: JSON.stringify({ q: 'zebra uni' }), range: '[0,9]' });
    expect(res.body.map((r: Record<string, string>) => r[text])).toEqual(['Zebra Unique']);
    expect(res.headers['content-range']).toBe(`${name} 0-0/1`);
  });

  it('shows the public only active records, lowest displayOrder first, then newest', async () => {
    await t.sql(`DELETE FROM ${tableOf(name)}`);
    const hidden = (await create({ [text]: 'Hidden', isActive: false })).body.id;
    const second = (await create({ [text]: 'Second', displayOrder: 2 })).body.id;
    const olderFirst = (await create({ [text]: 'Older first', displayOrder: 1 })).body.id;
    const newerFirst = (await create({ [text]: 'Newer first', displayOrder: 1 })).body.id;
    const res = await t.agent().get(`/api/${name}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([newerFirst, olderFirst, second]);
    expect(res.body.map((r: { id: string }) => r.id)).not.toContain(hidden);
  });
});

function tableOf(name: string): string {
  return {
    team: 'team_members',
    donors: 'donors',
    programs: 'programs',
    'hero-slides': 'hero_slides',
    'training-openings': 'training_openings',
  }[name]!;
}

describe('training openings: dates, capacity and program link', () => {
  let admin: TestAgent;
  useTestApp((_app, agent) => (admin = agent));

  it('stores dates and falls back to capacity 0 when it is not a number', async () => {
    const res = await admin.post('/api/admin/training-openings').send({
      title: 'Welder batch 3',
      startDate: '2026-12-01T09:00:00+05:45',
      endDate: '2027-02-28T17:00:00+05:45',
      capacity: 'twenty',
    });
    expect(res.status).toBe(201);
    expect(res.body.capacity).toBe(0);
    expect(new Date(res.body.startDate).toISOString()).toBe('2026-12-01T03:15:00.000Z');
  });

  it('rejects an end date before the start date with a field message', async () => {
    const res = await admin
      .post('/api/admin/training-openings')
      .send({ title: 'Backwards', startDate: '2027-01-10T09:00:00Z', endDate: '2027-01-01T09:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('endDate');
  });

  it('rejects a date that is not a date', async () => {
    const res = await admin.post('/api/admin/training-openings').send({ title: 'Bad date', startDate: 'next week' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('startDate');
  });

  it('keeps the opening but clears its program when the program is deleted', async () => {
    const program = (
      await admin.post('/api/admin/programs').send({ title: 'Plumber', description: 'd', category: 'Civil', duration: '390 Hours' })
    ).body;
    const opening = (await admin.post('/api/admin/training-openings').send({ title: 'Plumber batch', programId: program.id })).body;
    expect(opening.programId).toBe(program.id);
    await admin.delete(`/api/admin/programs/${program.id}`).expect(200);
    expect((await admin.get(`/api/admin/training-openings/${opening.id}`)).body.programId).toBeNull();
  });

  it('answers 400, not 500, for a program id that does not exist', async () => {
    const res = await admin
      .post('/api/admin/training-openings')
      .send({ title: 'Orphan', programId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A linked record does not exist');
  });
});

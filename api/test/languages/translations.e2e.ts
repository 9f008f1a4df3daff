import TestAgent from 'supertest/lib/agent';
import { LOCALE_MESSAGES } from '@institute/shared';
import { useTestApp, type TestApp } from '../support/app';

/**
 * The Nepali side of the content (docs/api.md, Languages). Each line: a resource with a Nepali
 * side, how it is written (created, or upserted by its key), a valid English body, a Nepali
 * text of its main field and another translatable field, and its public read.
 */
const RESOURCES = [
  {
    name: 'news',
    valid: {
      title: 'Admission results published',
      excerpt: 'Results of the entrance test',
      content: '<p>See the list.</p>',
      status: 'published',
    },
    main: 'title',
    other: 'excerpt',
    ne: { title: 'प्रवेश परीक्षाको नतिजा प्रकाशित', excerpt: 'प्रवेश परीक्षाको नतिजा हेर्नुहोस्' },
    bound: 200,
    publicPath: '/api/news',
  },
  {
    name: 'programs',
    valid: { title: 'Electrician', description: '390-hour course', category: 'Electrical', duration: '390 Hours' },
    main: 'title',
    other: 'duration',
    ne: { title: 'बिजुली मिस्त्री', duration: '३९० घण्टा' },
    bound: 200,
    publicPath: '/api/programs',
  },
  {
    name: 'projects',
    valid: { title: 'Skills for Employment', implementationDuration: '18 months', implementingAgency: 'Institute' },
    main: 'title',
    other: 'implementingAgency',
    ne: { title: 'रोजगारीका लागि सीप', implementingAgency: 'संस्थान' },
    bound: 200,
    publicPath: '/api/projects',
  },
  {
    name: 'hero-slides',
    valid: { title: 'Skills for Employment', image: '/uploads/hero.jpg', subtitle: 'Admissions open', ctaText: 'Apply' },
    main: 'title',
    other: 'ctaText',
    ne: { title: 'रोजगारीका लागि सीप', ctaText: 'आवेदन दिनुहोस्' },
    bound: 200,
    publicPath: '/api/hero-slides',
  },
  {
    name: 'team',
    valid: { name: 'Sita Thapa', position: 'Principal' },
    main: 'name',
    other: 'position',
    ne: { name: 'सीता थापा', position: 'प्रिन्सिपल' },
    bound: 200,
    publicPath: '/api/team',
  },
  {
    name: 'downloads',
    valid: { title: 'Admission form', category: 'resources', fileUrl: 'https://files.institute.test/form.pdf' },
    main: 'title',
    other: 'description',
    ne: { title: 'भर्ना फारम', description: 'भर्नाका लागि फारम' },
    bound: 200,
    publicPath: '/api/downloads',
  },
  {
    name: 'statistics',
    key: 'totalGraduates',
    valid: { value: '15,420', label: 'Graduates' },
    main: 'label',
    other: 'description',
    ne: { label: 'स्नातक', description: 'तालिम पूरा गर्नेहरू' },
    bound: 200,
    publicPath: '/api/statistics',
  },
  {
    name: 'about',
    key: 'vision',
    upsert: true,
    valid: { title: 'Our Vision', content: 'Skills for every young person.' },
    main: 'content',
    other: null,
    ne: { content: 'हरेक युवाका लागि सीप।' },
    bound: 100_000,
    publicPath: '/api/about',
  },
  {
    name: 'site-settings',
    key: 'siteName',
    upsert: true,
    valid: { value: 'Technical Training Institute' },
    main: 'value',
    other: null,
    ne: { value: 'प्राविधिक तालिम संस्थान' },
    bound: 5000,
    publicPath: '/api/site-settings',
  },
] as const;

type Resource = (typeof RESOURCES)[number];

describe.each(RESOURCES)('translations of $name', (resource: Resource) => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));
  const base = `/api/admin/${resource.name}`;
  const key = 'key' in resource ? resource.key : undefined;
  const upsert = 'upsert' in resource;

  /** Writes a new record (or replaces the keyed one) and answers the response. */
  const write = async (fields: Record<string, unknown> = {}) => {
    if (upsert) return admin.put(`${base}/${key}`).send({ ...resource.valid, ...fields });
    if (key) await admin.delete(`${base}/${key}`);
    return admin.post(base).send({ ...resource.valid, ...(key ? { key } : {}), ...fields });
  };
  const idOf = (body: { id: string }) => body.id;
  /** An update: a PUT of the fields sent (upserted records send their English value again). */
  const update = (id: string, fields: Record<string, unknown>) =>
    admin.put(`${base}/${id}`).send(upsert ? { ...resource.valid, ...fields } : fields);
  const publicItem = async (id: string, locale?: string) => {
    const res = await t
      .agent()
      .get(resource.publicPath)
      .query(locale ? { locale } : {});
    expect(res.status).toBe(200);
    return res.body.find((item: { id: string }) => item.id === id);
  };

  it('stores the Nepali texts and answers them on create, list and read', async () => {
    const created = await write({ translations: { ne: resource.ne } });
    expect([200, 201]).toContain(created.status);
    expect(created.body.translations).toEqual({ ne: resource.ne });
    const id = idOf(created.body);
    expect((await admin.get(`${base}/${id}`)).body.translations).toEqual({ ne: resource.ne });
    const list = await admin.get(base);
    expect(list.body.find((r: { id: string }) => r.id === id).translations).toEqual({ ne: resource.ne });
  });

  it('merges an update: a field named is set, the others kept', async () => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const res = await update(id, { translations: { ne: { [resource.main]: 'नयाँ पाठ' } } });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual({ ne: { ...resource.ne, [resource.main]: 'नयाँ पाठ' } });
  });

  it.each([[''], [null]])('removes one translation sent as %p', async (empty) => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const res = await update(id, { translations: { ne: { [resource.main]: empty } } });
    const { [resource.main]: _removed, ...rest } = resource.ne as Record<string, string>;
    expect(res.body.translations).toEqual(Object.keys(rest).length ? { ne: rest } : {});
  });

  it('keeps the translations on an update without them', async () => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const res = await update(id, { [resource.main]: resource.valid[resource.main as keyof typeof resource.valid] });
    expect(res.body.translations).toEqual({ ne: resource.ne });
  });

  it.each([
    ['another language', { fr: { [resource.main]: 'Bonjour' } }, 'translations'],
    ['a field that is not translatable', { ne: { createdAt: 'x' } }, 'translations.ne.createdAt'],
    ['a list', ['x'], 'translations'],
    ['a number as the text', { ne: { [resource.main]: 42 } }, `translations.ne.${resource.main}`],
  ])('refuses %s with a 400 and stores nothing', async (_label, translations, field) => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const res = await update(id, { translations });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await admin.get(`${base}/${id}`)).body.translations).toEqual({ ne: resource.ne });
  });

  it('refuses a Nepali text longer than its English field may be', async () => {
    const id = idOf((await write()).body);
    const res = await update(id, { translations: { ne: { [resource.main]: 'क'.repeat(resource.bound + 1) } } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({
        field: `translations.ne.${resource.main}`,
        message: LOCALE_MESSAGES.tooLong(resource.main, resource.bound),
      }),
    );
  });

  it('answers the Nepali texts for ?locale=ne, with the language of the main field and no fallback', async () => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const item = await publicItem(id, 'ne');
    expect(item).toMatchObject({ ...resource.ne, locale: 'ne' });
    expect(item.translations).toBeUndefined();
    expect(item.fallbackFields).not.toContain(resource.main);
    if (resource.other) expect(item.fallbackFields).not.toContain(resource.other);
  });

  it('answers English, named in fallbackFields, where there is no Nepali text', async () => {
    const none = Object.fromEntries(Object.keys(resource.ne).map((field) => [field, null]));
    const id = idOf((await write({ translations: { ne: none } })).body);
    const item = await publicItem(id, 'ne');
    expect(item[resource.main]).toBe(resource.valid[resource.main as keyof typeof resource.valid]);
    expect(item.locale).toBe('en');
    expect(item.fallbackFields).toContain(resource.main);
  });

  it('answers English, without locale or translations, by default', async () => {
    const id = idOf((await write({ translations: { ne: resource.ne } })).body);
    const item = await publicItem(id);
    expect(item[resource.main]).toBe(resource.valid[resource.main as keyof typeof resource.valid]);
    expect(item).not.toHaveProperty('translations');
    expect(item).not.toHaveProperty('locale');
  });

  it('refuses another locale with a 400 naming the parameter', async () => {
    const res = await t.agent().get(resource.publicPath).query({ locale: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject([{ field: 'locale', message: LOCALE_MESSAGES.invalidLocale }]);
  });
});

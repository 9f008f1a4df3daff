import { LOCALE_MESSAGES, SUBMISSION_ANSWERS } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { outboxFiles, readMail, waitFor } from '../support/mail';

const NEPALI_ONLY = 'प्रवेश परीक्षाको नतिजा प्रकाशित';
const published = { content: '<p>Body</p>', excerpt: 'Read more', status: 'published' };

/** The Nepali side of news, the sitemap and feeds, and the public forms (docs/api.md, Languages). */
describe('news, feeds and forms in Nepali', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));
  const create = async (fields: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/news').send({ ...published, ...fields });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body as { id: string; slug: string };
  };

  it('makes the slug of a title only in Devanagari from its words, in Latin letters', async () => {
    expect((await create({ title: NEPALI_ONLY })).slug).toBe('pravesa-pariksako-natija-prakasita');
  });

  it('numbers a Nepali slug only when the very same slug is taken', async () => {
    const first = await create({ title: 'छात्रवृत्ति सूचना' });
    const second = await create({ title: 'छात्रवृत्ति सूचना' });
    const other = await create({ title: 'छात्रवृत्ति नतिजा' });
    expect([first.slug, second.slug, other.slug]).toEqual(['chatravrtti-sucana', 'chatravrtti-sucana-2', 'chatravrtti-natija']);
  });

  it('reads the article of a Nepali slug in both languages', async () => {
    const { slug } = await create({ title: 'भर्ना खुला', translations: { ne: { title: 'भर्ना खुला' } } });
    expect((await t.agent().get(`/api/news/${slug}`)).body.title).toBe('भर्ना खुला');
    expect((await t.agent().get(`/api/news/${slug}?locale=ne`)).body.locale).toBe('ne');
  });

  it('finds Nepali words whatever the locale', async () => {
    const { id } = await create({
      title: 'Scholarship notice',
      translations: { ne: { title: 'छात्रवृत्ति सूचना', excerpt: 'दलित विद्यार्थीका लागि' } },
    });
    for (const locale of ['en', 'ne']) {
      const res = await t.agent().get('/api/news').query({ q: 'दलित', locale });
      expect(res.body.map((n: { id: string }) => n.id)).toEqual([id]);
    }
  });

  it('answers a page of Nepali cards without content, with the total', async () => {
    await create({ title: 'Exam routine', translations: { ne: { title: 'परीक्षा तालिका', content: '<p>तालिका</p>' } } });
    const res = await t.agent().get('/api/news').query({ q: 'परीक्षा तालिका', locale: 'ne', limit: 5 });
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body[0]).toMatchObject({ title: 'परीक्षा तालिका', locale: 'ne' });
    expect(res.body[0]).not.toHaveProperty('content');
  });

  it('does not make the whole list a page because of the locale alone', async () => {
    const res = await t.agent().get('/api/news').query({ locale: 'ne' });
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.body[0]).toHaveProperty('content');
  });

  it('refuses another locale on an article with a 400 naming the parameter', async () => {
    const { slug } = await create({ title: 'Locale check' });
    const res = await t.agent().get(`/api/news/${slug}?locale=np`);
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject([{ field: 'locale', message: LOCALE_MESSAGES.invalidLocale }]);
  });

  it('lists each page of the sitemap in both languages with the same three alternates', async () => {
    const res = await t.agent().get('/sitemap.xml');
    expect(res.text).toContain('<loc>http://institute.test/ne/about-us</loc>');
    expect(res.text).toContain('<loc>http://institute.test/about-us</loc>');
    expect(res.text).toContain('<loc>http://institute.test/ne</loc>');
    for (const [lang, href] of [
      ['en', 'http://institute.test/about-us'],
      ['ne', 'http://institute.test/ne/about-us'],
      ['x-default', 'http://institute.test/about-us'],
    ]) {
      expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
    }
  });

  it('offers a Nepali feed with Nepali titles, English fallbacks and links under /ne', async () => {
    const { slug } = await create({ title: 'Results out', translations: { ne: { title: 'नतिजा सार्वजनिक' } } });
    const res = await t.agent().get('/ne/feed.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<language>ne</language>');
    expect(res.text).toContain('नतिजा सार्वजनिक');
    expect(res.text).toContain(`http://institute.test/ne/news/${slug}`);
    expect(res.text).toContain('Locale check');
  });

  it('keeps the English feed in English', async () => {
    const res = await t.agent().get('/feed.xml');
    expect(res.text).toContain('<language>en</language>');
    expect(res.text).not.toContain('नतिजा सार्वजनिक');
  });

  it('answers an application sent from a Nepali page in Nepali', async () => {
    const res = await t
      .agent()
      .post('/api/applications')
      .send({ name: 'सीता थापा', email: 'sita@example.test', phone: '9800000001', program: 'Plumber', locale: 'ne' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUBMISSION_ANSWERS.ne.application);
  });

  it('answers a contact message sent from a Nepali page in Nepali', async () => {
    const res = await t
      .agent()
      .post('/api/contact')
      .send({ name: 'सीता थापा', email: 'sita@example.test', subject: 'General Inquiry', message: 'भर्ना कहिले?', locale: 'ne' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUBMISSION_ANSWERS.ne.contact);
  });

  it.each(['/api/applications', '/api/contact'])('refuses another locale on %s with a 400', async (path) => {
    const res = await t.agent().post(path).send({
      name: 'Sita',
      email: 'sita@example.test',
      phone: '9800000001',
      program: 'Plumber',
      subject: 'General Inquiry',
      message: 'Hello there',
      locale: 'fr',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'locale', message: LOCALE_MESSAGES.invalidLocale }));
  });
});

describe('the applicant confirmation in Nepali', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));
  const outbox = () => outboxFiles(t.config.mailOutboxDir);
  const confirmationTo = (email: string, before: Set<string>) =>
    waitFor(() => {
      const files = outbox().filter((f) => !before.has(f));
      const mails = files.map((f) => readMail(t.config.mailOutboxDir, f));
      return mails.find((m) => m.includes(`To: ${email}`));
    });

  it('writes the subject and the body in Nepali, naming the program by its Nepali title and not the applicant', async () => {
    await admin
      .put('/api/admin/site-settings/siteName')
      .send({ value: 'Technical Training Institute', translations: { ne: { value: 'प्राविधिक तालिम संस्थान' } } })
      .expect(200);
    await admin
      .post('/api/admin/programs')
      .send({
        title: 'Plumber',
        description: '390 hours',
        category: 'Plumbing',
        duration: '390 Hours',
        translations: { ne: { title: 'प्लम्बर' } },
      })
      .expect(201);
    const before = new Set(outbox());
    await t
      .agent()
      .post('/api/applications')
      .send({ name: 'सीता थापा', email: 'sita@example.test', phone: '9800000001', program: 'Plumber', locale: 'ne' })
      .expect(201);
    const mail = await confirmationTo('sita@example.test', before);
    expect(mail).toContain('Subject: प्राविधिक तालिम संस्थानमा तपाईंको आवेदन');
    expect(mail).toContain('प्लम्बर');
    expect(mail).toContain('२-३ कार्यदिनभित्र');
    expect(mail).not.toContain('सीता थापा');
  });

  it('leaves out a program that is not an active one', async () => {
    const before = new Set(outbox());
    await t
      .agent()
      .post('/api/applications')
      .send({ name: 'Hari', email: 'hari@example.test', phone: '9800000002', program: 'Unknown trade', locale: 'ne' })
      .expect(201);
    const mail = await confirmationTo('hari@example.test', before);
    expect(mail).toContain('तपाईंको आवेदन');
    expect(mail).not.toContain('Unknown trade');
  });

  it('keeps the confirmation in English without a locale', async () => {
    const before = new Set(outbox());
    await t
      .agent()
      .post('/api/applications')
      .send({ name: 'Gita', email: 'gita@example.test', phone: '9800000003', program: 'Plumber' })
      .expect(201);
    expect(await confirmationTo('gita@example.test', before)).toMatch(/Subject: Your application to /);
  });
});

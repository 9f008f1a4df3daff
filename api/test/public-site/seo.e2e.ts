import TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../support/app';

/** robots.txt, sitemap.xml and the news feed, at the site's root. */
describe('search engines and feed readers', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
    const news = { content: 'Body', excerpt: 'Apply by Poush 15', status: 'published' };
    await admin
      .post('/api/admin/news')
      .send({ ...news, title: 'Admissions Open', slug: 'admissions-open', imageUrls: ['/uploads/2026/11/lab.jpg'] })
      .expect(201);
    await admin
      .post('/api/admin/news')
      .send({ ...news, title: 'Draft only', status: 'draft' })
      .expect(201);
    await admin.put('/api/admin/site-settings/siteName').send({ value: 'Nepal Technical Skills Institute' }).expect(200);
  });
  afterAll(() => t.close());

  it('tells robots to keep out of the back office and the API, and where the sitemap is', async () => {
    const res = await t.agent().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /admin\nDisallow: /api');
    expect(res.text).toContain('Sitemap: http://institute.test/sitemap.xml');
  });

  it('lists the public pages and each published article in the sitemap, never a draft', async () => {
    const res = await t.agent().get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<loc>http://institute.test/news-notices</loc>');
    expect(res.text).toContain('<loc>http://institute.test/news/admissions-open</loc>');
    expect(res.text).not.toContain('draft-only');
  });

  it('offers published news as an RSS feed named after the institute', async () => {
    const res = await t.agent().get('/feed.xml');
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.text).toContain('<title>Nepal Technical Skills Institute: News &amp; Notices</title>');
    expect(res.text).toContain('http://institute.test/news/admissions-open');
    expect(res.text).not.toContain('Draft only');
  });

  it('keeps them out of /api', async () => {
    expect((await t.agent().get('/api/robots.txt')).status).toBe(404);
  });
});

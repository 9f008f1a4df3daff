import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from './support/app';

/** A public build whose page has the generic tags of public-web/index.html. */
function publicBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'public-build-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Technical Training Institute</title>\n<meta name="description" content="Generic" />\n</head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** robots.txt, sitemap.xml and the news feed, at the site's root. */
describe('search engines and feed readers', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_WEB_DIR: publicBuild() } });
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

  describe('an article page', () => {
    it("carries the article's title, excerpt and first image for link previews", async () => {
      const res = await t.agent().get('/news/admissions-open');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Admissions Open - News | Nepal Technical Skills Institute</title>');
      expect(res.text).toContain('<meta property="og:description" content="Apply by Poush 15" />');
      expect(res.text).toContain('<meta property="og:image" content="http://institute.test/uploads/2026/11/lab.jpg" />');
      expect(res.text).toContain('<meta property="og:url" content="http://institute.test/news/admissions-open" />');
      expect(res.text).not.toContain('content="Generic"');
      expect(res.text).toContain('<div id="root"></div>');
    });

    it('escapes what staff typed', async () => {
      await admin
        .post('/api/admin/news')
        .send({ title: 'Fees <b>"2083"</b>', slug: 'fees-2083', content: 'c', excerpt: 'a & b', status: 'published' });
      const res = await t.agent().get('/news/fees-2083');
      expect(res.text).toContain('<title>Fees &lt;b&gt;&quot;2083&quot;&lt;/b&gt; - News | Nepal Technical Skills Institute</title>');
      expect(res.text).toContain('content="a &amp; b"');
    });

    it('is the plain page for a draft or an unknown article', async () => {
      for (const path of ['/news/draft-only', '/news/no-such-thing']) {
        const res = await t.agent().get(path);
        expect(res.status).toBe(200);
        expect(res.text).toContain('content="Generic"');
      }
    });
  });
});

import { localePath, PUBLIC_ROUTES } from '@institute/shared';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

const ARTICLE = {
  title: 'Admissions Open',
  slug: 'admissions-open',
  excerpt: 'Apply now',
  content: 'Forms at the office.',
  status: 'published',
};
const NEPALI_PATHS = PUBLIC_ROUTES.map((r) => localePath(r.path.replace(':identifier', ARTICLE.slug), 'ne'));

/** The Nepali pages as the server renders them (docs/public-site.md, Languages): the real build. */
describe('Nepali pages rendered on the server', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp(async (app, agent) => {
    t = app;
    admin = agent;
  });
  beforeAll(async () => {
    await admin.post('/api/admin/news').send({ ...ARTICLE, translations: { ne: { title: 'भर्ना खुला', excerpt: 'अहिले नै आवेदन दिनुहोस्' } } });
    await admin.post('/api/admin/programs').send({
      title: 'Plumber',
      description: 'Pipes',
      category: 'Plumbing',
      duration: '390 hours',
      translations: { ne: { title: 'प्लम्बर' } },
    });
  });
  const get = (path: string) => t.agent().get(path);

  it.each(NEPALI_PATHS)('answers %s with 200 and lang="ne"', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ne">');
  });

  it.each(NEPALI_PATHS)('gives %s its canonical link and the three language alternates', async (path) => {
    const { text } = await get(path);
    const english = path === '/ne' ? '/' : path.slice('/ne'.length);
    expect(text).toContain(`<link rel="canonical" href="http://institute.test${path}">`);
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="http://institute.test${english}">`);
    expect(text).toContain(`<link rel="alternate" hreflang="ne" href="http://institute.test${path}">`);
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="http://institute.test${english}">`);
  });

  it('gives the English page the same three alternates', async () => {
    const { text } = await get('/about-us');
    expect(text).toContain('<link rel="alternate" hreflang="ne" href="http://institute.test/ne/about-us">');
    expect(text).toContain('<link rel="alternate" hreflang="x-default" href="http://institute.test/about-us">');
  });

  it('announces the Nepali feed on a Nepali page', async () => {
    expect((await get('/ne')).text).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" [^>]*href="http:\/\/institute\.test\/ne\/feed\.xml">/,
    );
  });

  it('links a Nepali page to the same English page, path and query kept', async () => {
    expect((await get('/ne/news-notices?q=x')).text).toMatch(/<a href="\/news-notices\?q=x" hreflang="en" lang="en">English<\/a>/i);
  });

  it('links an English page to the same Nepali page', async () => {
    expect((await get('/about-us')).text).toMatch(/<a href="\/ne\/about-us" hreflang="ne" lang="ne">नेपाली<\/a>/i);
  });

  it('keeps the navigation of a Nepali page under /ne', async () => {
    const { text } = await get('/ne/about-us');
    expect(text).toContain('href="/ne/news-notices"');
    expect(text).toContain('href="/ne#contact"');
    expect(text).not.toMatch(/class="nav-link[^"]*" href="\/news-notices"/);
  });

  it("shows today's Bikram Sambat date in Devanagari in the Nepali header", async () => {
    expect((await get('/ne')).text).toMatch(/data-testid="date-bs" lang="ne">[०-९]+ [^<\d]+ [०-९]{4}</);
  });

  it('writes the tab counts, the program count and the counters in Devanagari digits', async () => {
    expect((await get('/ne/news-notices')).text).toMatch(/<span class="tab-count">\([०-९]+\)<\/span>/);
    expect((await get('/ne')).text).toMatch(/data-testid="hero-program-count">[०-९]+ /);
    const counters = [...(await get('/ne/about-us')).text.matchAll(/<span[^>]*class="counter" data-value="\d+"[^>]*>([^<]*)/g)].map(
      (m) => m[1],
    );
    expect(counters.length).toBeGreaterThan(0);
    for (const shown of counters) expect(shown).toMatch(/^[०-९,]+\+?$/);
  });

  it('keeps Latin digits on the English pages', async () => {
    expect((await get('/news-notices')).text).toMatch(/<span class="tab-count">\(\d+\)<\/span>/);
  });

  it('shows the Nepali title of an article on its Nepali page', async () => {
    expect((await get(`/ne/news/${ARTICLE.slug}`)).text).toContain('भर्ना खुला');
  });

  it('answers the same page whatever Accept-Language says', async () => {
    const res = await get('/about-us').set('Accept-Language', 'ne-NP,ne;q=0.9');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en">');
  });

  it('shows the Nepali 404 page, whose home button goes to /ne', async () => {
    const { text } = await get('/ne/no-such-page');
    expect(text).toContain(NE_TEXTS.notFound.heading);
    expect(text).toMatch(/<a class="button" href="\/ne"[^>]*>/);
  });

  it('names the navigation in Nepali', async () => {
    const { text } = await get('/ne/about-us');
    for (const label of [NE_TEXTS.nav.home, NE_TEXTS.nav.news, NE_TEXTS.layout.skipToContent]) expect(text).toContain(label);
  });

  describe('the Devanagari faces', () => {
    const fontPreloads = async (path: string) =>
      [...(await get(path)).text.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map(
        (m) => m[1],
      );

    it('are preloaded by a Nepali page, both weights, from the site itself', async () => {
      expect(await fontPreloads('/ne/about-us')).toEqual([
        expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-700-normal-[\w-]+\.woff2$/),
      ]);
    });

    it('are not preloaded by an English page whose only Devanagari is the language switch', async () => {
      expect(await fontPreloads('/about-us')).toEqual([]);
    });

    it('are preloaded by an English page that shows Nepali content', async () => {
      await admin.post('/api/admin/programs').send({ title: 'सिलाई', description: 'कपडा', category: 'Garment', duration: '390 hours' });
      expect(await fontPreloads('/programs')).toHaveLength(2);
    });
  });

  it('redirects /ne/history to the Nepali about page', async () => {
    const res = await get('/ne/history');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/ne/about-us#history');
  });

  it.each(['/ne/no-such-page', '/ne/news/no-such-article'])(
    'answers %s with 404 in Nepali, without canonical or alternates',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<html lang="ne">');
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain('hreflang="x-default"');
    },
  );
});

import { PUBLIC_ROUTES } from '@institute/shared';
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { join } from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { ALL_CONTENT, ResponseCache } from '../../src/cache/response-cache';
import { loadConfig } from '../../src/config/config';
import { startTestApp, type TestApp } from '../support/app';

const SITE = 'Nepal Technical Skills Institute';
const ARTICLE = {
  title: 'Admissions Open',
  slug: 'admissions-open',
  excerpt: 'Apply by Poush 15',
  content: 'Forms are at the office from Sunday.',
  status: 'published',
  imageUrls: ['/uploads/2026/11/lab.jpg'],
};

/** The public site as the server renders it: the real build (npm run build -w public-web). */
describe('public pages rendered on the server', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    const bundle = join(`${loadConfig({}).publicWebDir}-ssr`, 'entry-server.cjs');
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run "npm run build -w public-web" first`);
    t = await startTestApp();
    admin = await t.signIn();
    await admin.put('/api/admin/site-settings/siteName').send({ value: SITE }).expect(200);
    await admin.post('/api/admin/news').send(ARTICLE).expect(201);
    await admin
      .post('/api/admin/news')
      .send({ ...ARTICLE, title: 'Draft only', slug: 'draft-only', status: 'draft' })
      .expect(201);
    await admin
      .post('/api/admin/programs')
      .send({ title: 'Building Electrician', description: 'Wiring', category: 'Electrical', duration: '390 hours', isActive: true })
      .expect(201);
  });
  afterAll(() => t.close());

  const get = (path: string) => t.agent().get(path);

  it.each(PUBLIC_ROUTES.map((r) => r.path.replace(':identifier', ARTICLE.slug)))('answers %s with 200 and its page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // (React puts the preload links of the page's images first.)
    expect(res.text).toMatch(/<div id="root">(<link [^>]*>)*<a href="#main" class="skip-link">/);
  });

  it.each(PUBLIC_ROUTES.map((r) => r.path.replace(':identifier', ARTICLE.slug)))(
    'renders %s from reads made in-process: the server asks itself nothing over HTTP',
    async (path) => {
      // The page cache emptied, so the page is rendered (a made-up query string is no new address).
      t.running.app.get(ResponseCache).invalidate([ALL_CONTENT]);
      const server = t.running.app.getHttpServer() as Server;
      const asked: string[] = [];
      const count = (req: IncomingMessage) => asked.push(req.url ?? '');
      server.on('request', count);
      try {
        const res = await get(path).expect(200);
        expect(res.headers['server-timing']).toMatch(/^render;dur=[\d.]+$/);
      } finally {
        server.off('request', count);
      }
      expect(asked).toEqual([path]);
    },
  );

  it('renders a search of the news list with its results', async () => {
    const res = await get('/news-notices?q=admissions').expect(200);
    expect(res.text).toContain(ARTICLE.title);
    expect(res.text).toMatch(/<input[^>]* name="q"[^>]* value="admissions"/);
  });

  /** The props the server gave an island of a rendered page, as the island reads them. */
  const islandProps = (html: string, island: string) => {
    const attribute = new RegExp(`data-island="[^"]*${island}[^"]*" data-props="([^"]*)"`).exec(html)?.[1];
    if (attribute === undefined) throw new Error(`no ${island} island`);
    const text = attribute.replace(
      /&(quot|amp|lt|gt|#x27|#39);/g,
      (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[e]!,
    );
    return JSON.parse(text) as Record<string, unknown>;
  };

  it.each(['', '/ne'])('gives the news list at %s/news-notices exactly what the public API answers', async (prefix) => {
    const locale = prefix ? 'ne' : 'en';
    const page = await get(`${prefix}/news-notices?q=admissions&category=news`).expect(200);
    const items = await get(`/api/news?limit=12&offset=0&q=admissions&category=news&locale=${locale}`).expect(200);
    const counts = await get(`/api/news/counts?q=admissions&locale=${locale}`).expect(200);
    expect(islandProps(page.text, 'NewsList')).toEqual({ items: items.body, counts: counts.body });
  });

  /** Each page's heading (its one h1), as a visitor reads it first. */
  const HEADINGS: Record<(typeof PUBLIC_ROUTES)[number]['page'], string> = {
    Home: 'Skills for Work, Training for Life',
    About: 'About Us',
    Programs: 'Training Programs',
    Projects: 'Our Projects',
    Downloads: 'Downloads',
    Team: 'Our Team',
    Donors: 'Partners &amp; Donors',
    NewsList: 'News &amp; Notices',
    Article: ARTICLE.title,
    CertificateVerify: 'Certificate Verification',
    Login: 'Staff Portal',
    ForgotPassword: 'Forgot Password',
    ResetPassword: 'Reset Password',
    SubscriptionConfirm: 'Confirm your subscription',
    SubscriptionConfirmed: 'Subscription confirmed',
    SubscriptionManage: 'Your subscription',
    SubscriptionUnsubscribed: 'You are unsubscribed',
  };

  it.each(PUBLIC_ROUTES.map((r) => [r.path.replace(':identifier', ARTICLE.slug), HEADINGS[r.page]]))(
    'gives %s its one heading, %s',
    async (path, heading) => {
      const { text } = await get(path === '/reset-password' ? `${path}?token=abc` : path);
      expect(text.match(/<h1[\s>][\s\S]*?<\/h1>/g)?.map((h1) => h1.replace(/<[^>]+>/g, ''))).toEqual([heading]);
    },
  );

  it.each(PUBLIC_ROUTES.map((r) => r.path.replace(':identifier', ARTICLE.slug)))('gives %s its head tags', async (path) => {
    const { text } = await get(path);
    const url = `http://institute.test${path}`;
    expect(text).toContain('<html lang="en">');
    expect(text).toMatch(new RegExp(`<title>[^<]*${SITE}</title>`));
    expect(text).toMatch(/<meta name="description" content="[^"]{10,}">/);
    expect(text).toContain(`<link rel="canonical" href="${url}">`);
    expect(text).toContain(`<meta property="og:url" content="${url}">`);
    expect(text).toMatch(new RegExp(`<meta property="og:title" content="[^"]*${SITE}">`));
    expect(text).toContain(`<meta property="og:site_name" content="${SITE}">`);
    expect(text).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    expect(text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${SITE}: News &amp; Notices" href="http://institute.test/feed.xml">`,
    );
  });

  it("holds the article's text, and its title, excerpt and first image for link previews", async () => {
    const { text } = await get('/news/admissions-open');
    expect(text).toContain('<title>Admissions Open - News | Nepal Technical Skills Institute</title>');
    expect(text).toContain('<meta property="og:description" content="Apply by Poush 15">');
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain('<meta property="og:image" content="http://institute.test/uploads/2026/11/lab.jpg">');
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(text).toContain('Forms are at the office from Sunday.');
  });

  it('holds the latest news and the programs on the home page', async () => {
    const { text } = await get('/');
    expect(text).toContain('Admissions Open');
    expect(text).toContain('Building Electrician');
    expect(text).not.toContain('Draft only');
  });

  it('lists the published news on /news-notices, never a draft', async () => {
    const { text } = await get('/news-notices');
    expect(text).toContain(`>${ARTICLE.title}<`);
    expect(text).not.toContain('Draft only');
  });

  it('opens an article addressed by its id', async () => {
    const [article] = (await admin.get('/api/admin/news').query({ filter: JSON.stringify({ q: ARTICLE.title }) })).body as { id: string }[];
    const res = await get(`/news/${article.id}`).expect(200);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${ARTICLE.title}</h1>`));
  });

  it("makes an article's Share, before its code runs, a link to the article itself", async () => {
    const { text } = await get(`/news/${ARTICLE.slug}`);
    expect(text).toMatch(new RegExp(`<a class="button" href="/news/${ARTICLE.slug}">(?:(?!</a>).)*Share Article</a>`));
  });

  it('renders the sign-in form disabled until its code runs, so no password goes out in an address', async () => {
    const { text } = await get('/auth');
    expect(text).toMatch(/<input [^>]*disabled=""[^>]*name="username"/);
    expect(text).toMatch(/<input [^>]*disabled=""[^>]*name="password"|<input [^>]*name="password"[^>]*disabled=""/);
    expect(text).toMatch(/<button type="submit" [^>]*disabled="">Sign In</);
  });

  it('escapes what staff typed', async () => {
    await admin
      .post('/api/admin/news')
      .send({
        title: 'Fees <b>"2083"</b>',
        slug: 'fees-2083',
        content: "</script><script>alert(1)</script> $& $'",
        excerpt: 'a & b',
        status: 'published',
      })
      .expect(201);
    const { text } = await get('/news/fees-2083');
    expect(text).toContain('<title>Fees &lt;b&gt;&quot;2083&quot;&lt;/b&gt; - News | Nepal Technical Skills Institute</title>');
    expect(text).toContain('content="a &amp; b"');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27;');
  });

  it("keeps a $ in the title or excerpt as typed ($&, $` and $' are not replacement patterns)", async () => {
    const title = "Fees $& $` $' 2083";
    const excerpt = "Pay $& now, $` or $' later";
    await admin.post('/api/admin/news').send({ title, slug: 'fees-dollar', content: 'c', excerpt, status: 'published' }).expect(201);
    const { text } = await get('/news/fees-dollar');
    expect(text).toContain(`<title>Fees $&amp; $\` $&#39; 2083 - News | Nepal Technical Skills Institute</title>`);
    expect(text).toContain(`<meta property="og:description" content="Pay $&amp; now, $\` or $&#39; later">`);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text.match(/<\/head>/g)).toHaveLength(1);
  });

  it("hands the islands their render information, texts and code in a data block rather than a script, and none of the page's reads", async () => {
    const { text } = await get('/programs');
    const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(text);
    expect(data).not.toBeNull();
    const ssr = JSON.parse(data![1]) as {
      renderedAt: number;
      texts: Record<string, unknown>;
      code: Record<string, string[]>;
      queries?: unknown;
    };
    expect(ssr.queries).toBeUndefined();
    expect(typeof ssr.renderedAt).toBe('number');
    // The groups of the texts the islands show (the navigation's, the program list's), not the whole catalogue.
    expect(Object.keys(ssr.texts)).toEqual(expect.arrayContaining(['common', 'nav', 'layout', 'programs']));
    expect(Object.keys(ssr.texts)).not.toContain('signIn');
    const islands = [...text.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/ProgramList\.island-[\w-]+\.js$/)]));
    for (const island of islands) expect(ssr.code[island]).toEqual(expect.any(Array));
  });

  it('gives each island its props as the server drew it with', async () => {
    const { text } = await get('/programs');
    const props = /data-island="\/assets\/ProgramList\.island-[\w-]+\.js" data-props="([^"]+)"/.exec(text)?.[1];
    const parsed = JSON.parse(props!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { programs: { title: string }[] };
    expect(parsed.programs.map((p) => p.title)).toEqual(expect.arrayContaining(['Building Electrician']));
  });

  it("names the islands' runtime for the browser to fetch once the page is painted, instead of preloading it", async () => {
    const { text } = await get('/programs');
    expect(text).not.toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/(hydrate|ProgramList)/);
    const names = /<meta name="page-code" content="([^"]+)">/.exec(text)?.[1].split(' ');
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/hydrate-[\w-]+\.js$/)]));
    // The page's own chunk is the server's: the browser never loads it.
    expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/ProgramsPage/)]));
    // The entry only waits for the first frame: it does not come before the page's own bytes.
    expect(text).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('fills the Partners & Donors page with 12 sample partners when there are none', async () => {
    const { text } = await get('/donors');
    expect(text.match(/class="card donor-card"/g)).toHaveLength(12);
  });

  it('fills the home donors strip with 6 sample partners, repeated', async () => {
    const { text } = await get('/');
    const track = /data-testid="donor-track">([\s\S]*?)<\/ul>/.exec(text)?.[1] ?? '';
    expect(track.match(/<li/g)).toHaveLength(12);
  });

  it('says so on the Team page when there are no members', async () => {
    expect((await get('/teams')).text).toContain('No team members available at the moment.');
  });

  it('links the favicon the settings name, and the built-in one while none is set', async () => {
    expect((await get('/about-us')).text).toContain('<link rel="icon" type="image/svg+xml" href="/logo.svg" />');
    await admin.put('/api/admin/site-settings/faviconUrl').send({ value: '/uploads/icon "x".png' }).expect(200);
    const { text } = await get('/about-us');
    expect(text).toContain('<link rel="icon" href="/uploads/icon &quot;x&quot;.png">');
    expect(text).not.toContain('href="/logo.svg" />');
    await admin.put('/api/admin/site-settings/faviconUrl').send({ value: '' }).expect(200);
  });

  it("answers an unknown path with 404 and the site's not-found page", async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<h1>404, Page Not Found.</h1>');
    expect(res.text).toContain('<title>Page Not Found | Nepal Technical Skills Institute</title>');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it.each(['/news/no-such-article', '/news/draft-only'])("answers %s with 404 and the 'News Article Not Found' state", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    // The panel is all the page has: its heading is the page's.
    expect(res.text).toContain('<h1>News Article Not Found</h1>');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it.each([
    '/news/..%2F..%2Fapi%2Fmetrics',
    '/news/..%5C..%5Capi%5Cmetrics',
    '/news/%2E%2E',
    '/news/..',
    '/news/admissions-open%00',
    '/ne/news/..%2F..%2Fapi%2Fmetrics',
  ])('answers %s with 404, and reads nothing from the API but the frame', async (path) => {
    // The renderer reads the API with fetch, in this process: every address it asks for is seen here.
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    try {
      expect((await get(path)).status).toBe(404);
    } finally {
      spy.mockRestore();
    }
    // At most the site's frame (settings, the footer's programs: public-web app/page-data.ts) for the
    // not-found page; a NUL is refused before any render (common/storable.ts).
    const frame = ['/api/programs', '/api/site-settings'];
    expect(fetched.map((url) => new URL(url).pathname).filter((read) => !frame.includes(read))).toEqual([]);
  });

  it('redirects /history permanently to the history section of About', async () => {
    const res = await get('/history');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/about-us#history');
  });

  it('keeps a rendered page in the response cache: ETag, 304, and cleared by an admin write', async () => {
    const first = await get('/programs');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    expect((await get('/programs').set('If-None-Match', etag)).status).toBe(304);
    await admin
      .post('/api/admin/programs')
      .send({ title: 'Plumber', description: 'Pipes', category: 'Plumbing', duration: '390 hours', isActive: true })
      .expect(201);
    const after = await get('/programs');
    expect(after.headers.etag).not.toBe(etag);
    expect(after.text).toContain('Plumber');
  });

  it('never keeps a not-found page', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the page of a deep link with a query string', async () => {
    t.running.app.get(ResponseCache).invalidate([ALL_CONTENT]);
    expect((await get('/programs?category=Electrical')).headers['cache-status']).toBe('institute; fwd=miss; stored');
    const res = await get('/programs?category=Electrical');
    expect(res.status).toBe(200);
    expect(res.headers['cache-status']).toBe('institute; hit');
    expect(res.text).toContain('Building Electrician');
  });

  it.each(['/reset-password?token=secret-reset-token', '/ne/reset-password?token=secret-reset-token'])(
    'answers %s no-store and never keeps it: the token is in the page',
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['cache-status']).toBe('institute; fwd=miss');
        expect(res.headers.etag).toBeUndefined();
      }
      expect(t.running.app.get(ResponseCache).get(path)).toBeUndefined();
    },
  );
});

describe('uncached page renders per client (RENDER_MAX_PER_IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1', RENDER_MAX_PER_IP: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const from = (address: string, path: string) => t.agent().get(path).set('X-Forwarded-For', address);

  it('answers 429 with Retry-After past the limit, still sends that client the pages kept, and renders for another client', async () => {
    expect((await from('203.0.113.50', '/programs')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await from('203.0.113.50', `/no-such-page-${i}`)).status).toBe(404);
    const refused = await from('203.0.113.50', '/no-such-page-2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.50', '/programs')).headers['cache-status']).toBe('institute; hit');
    expect((await from('198.51.100.50', '/no-such-page-2')).status).toBe(404);
  });
});

describe('per-client limits multiplied past a PostgreSQL integer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '100000', RENDER_MAX_PER_IP: '1000000', APPLICATION_MAX_PER_IP: '100000' } });
  });
  afterAll(() => t.close());

  it('renders pages, never a 500, when RENDER_MAX_PER_IP times RATE_LIMIT_FACTOR passes a PostgreSQL integer', async () => {
    expect((await t.agent().get('/no-such-page')).status).toBe(404);
    expect((await t.agent().get('/programs')).status).toBe(200);
  });
});

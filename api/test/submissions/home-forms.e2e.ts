import {
  AUTH_MESSAGES,
  CONTACT_MESSAGES,
  type FormMessageCode,
  GENERIC_MESSAGES,
  REQUIRED_MESSAGES,
  SUBMISSION_GUARD,
} from '@institute/shared';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { FormStamps } from '../../src/ssr/form-stamp';
import { startTestApp, type TestApp } from '../support/app';
import { outboxFiles, readMail, waitFor } from '../support/mail';

const PROGRAM = { title: 'प्लम्बर (Plumber)', description: 'd', category: 'Construction', duration: '390 hours' };

/** What the rendered home page shows of a form: each field's message, and whether each field is marked invalid. */
/** The Nepali catalogue's text of a libs message's code (docs/public-site.md, Languages, Messages). */
const inNepali = (code: FormMessageCode) => NE_TEXTS.formMessages[code];

/** The page as shown: without its scripts (the data block holds the answer as the server gave it). */
const shownText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

const fieldErrors = (html: string) => [...html.matchAll(/class="field-error" id="([^"]+)"[^>]*>([^<]*)/g)].map((m) => m[2]);
const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** Sent by a browser posting the site's own form: the page it was on (without it, Origin or Sec-Fetch-Site is needed). */
const fromSite = (t: TestApp) => ({ referer: new URL('/', t.config.publicUrl).href });

/** The home page's apply and contact forms posted without JavaScript (docs/public-site.md, Forms without JavaScript). */
describe('the home page forms posted without JavaScript', () => {
  let t: TestApp;
  let stamps: FormStamps;
  let ip = 0;
  /** A stamp of a form shown `ago` ms before now. */
  const shown = (ago = 10_000) => stamps.sign(Date.now() - ago);
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, path = '/') =>
    t
      .agent()
      .post(path)
      .set({ 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${++ip}`, ...fromSite(t), ...headers })
      .send(new URLSearchParams(fields).toString());
  const application = (email: string, extra: Record<string, string> = {}) => ({
    intent: 'apply',
    formShownAt: shown(),
    extraInfo: '',
    name: 'सुनिता राई',
    email,
    phone: '9800000000',
    address: 'Lalitpur',
    program: PROGRAM.title,
    education: '',
    experience: '',
    motivation: 'I want to learn a trade.',
    ...extra,
  });
  const message = (email: string, extra: Record<string, string> = {}) => ({
    intent: 'contact',
    formShownAt: shown(),
    extraInfo: '',
    name: 'Ram Thapa',
    email,
    phone: '',
    subject: 'General Inquiry',
    message: 'When does the next plumbing batch start?',
    ...extra,
  });
  const applications = (email: string) => t.sql('SELECT * FROM applications WHERE email = $1', [email]);
  const messages = (email: string) => t.sql('SELECT * FROM contact_messages WHERE email = $1', [email]);

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    stamps = t.running.app.get(FormStamps);
    await (await t.signIn()).post('/api/admin/programs').send(PROGRAM).expect(201);
  });
  afterAll(() => t.close());

  it('renders both forms posting to the home page with their intent and a signed time shown', async () => {
    const html = (await t.agent().get('/').expect(200)).text;
    const formTag = (label: string) => new RegExp(`<form[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0];
    expect(formTag('Training application')).toMatch(/action="\/#apply" method="post"/);
    expect(formTag('Contact form')).toMatch(/action="\/#contact" method="post"/);
    expect(html).toContain('name="intent" value="apply"');
    expect(html).toContain('name="intent" value="contact"');
    expect(stamps.shownAt(hiddenValue(html, 'formShownAt'))).toBeLessThanOrEqual(Date.now());
  });

  it('stores a valid application once and answers 303 to /?sent=apply#apply, never kept', async () => {
    const res = await post(application('valid@example.test'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=apply#apply');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await applications('valid@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'सुनिता राई', program: PROGRAM.title, motivation: 'I want to learn a trade.' });
  });

  it('stores a valid message once and answers 303 to /?sent=contact#contact', async () => {
    const res = await post(message('asker@example.test'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=contact#contact');
    expect(await messages('asker@example.test')).toHaveLength(1);
  });

  it('mails the applicant after an application posted as a form', async () => {
    const outbox = t.config.mailOutboxDir;
    const before = new Set(outboxFiles(outbox));
    await post(application('mailed@example.test')).expect(303);
    const toApplicant = await waitFor(() =>
      outboxFiles(outbox)
        .filter((file) => !before.has(file))
        .map((file) => readMail(outbox, file))
        .find((mail) => /^To: mailed@example\.test/m.test(mail)),
    );
    expect(toApplicant).toContain('Thank you for applying for');
  });

  it('answers a filled honeypot with the same 303 and stores nothing', async () => {
    const res = await post(application('bot@example.test', { [SUBMISSION_GUARD.honeypotField]: 'http://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=apply#apply');
    expect(await applications('bot@example.test')).toHaveLength(0);
  });

  it('traps a form sent sooner than 3 seconds after the server showed it: the same 303, nothing stored', async () => {
    const res = await post(message('fast@example.test', { formShownAt: shown(500) }));
    expect(res.status).toBe(303);
    expect(await messages('fast@example.test')).toHaveLength(0);
  });

  it('never traps a person who took longer than 3 seconds', async () => {
    await post(message('slow@example.test', { formShownAt: shown(3_100) })).expect(303);
    expect(await messages('slow@example.test')).toHaveLength(1);
  });

  it('takes a post whose time shown is missing or not signed by the server as one of unknown time, never as a bot', async () => {
    const forged = `${Date.now().toString(36)}.AAAAAAAAAAAAAAAAAAAAAA`;
    await post(message('nostamp@example.test', { formShownAt: '' })).expect(303);
    await post(message('forged@example.test', { formShownAt: forged })).expect(303);
    expect(await messages('nostamp@example.test')).toHaveLength(1);
    expect(await messages('forged@example.test')).toHaveLength(1);
  });

  it('answers a repeat application within a day with the same 303 and stores nothing new', async () => {
    await post(application('twice@example.test')).expect(303);
    const res = await post(application('twice@example.test'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?sent=apply#apply');
    expect(await applications('twice@example.test')).toHaveLength(1);
  });

  describe('an invalid post', () => {
    it("answers 422 with the home page and each field's message beside it, marked invalid", async () => {
      const res = await post(application('', { name: '', phone: '' }));
      expect(res.status).toBe(422);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(fieldErrors(res.text)).toEqual([REQUIRED_MESSAGES.name, REQUIRED_MESSAGES.email, REQUIRED_MESSAGES.phone]);
      const [, id] =
        /aria-invalid="true" aria-describedby="([^"]+)"[^>]*name="name"|name="name"[^>]*aria-invalid="true" aria-describedby="([^"]+)"/
          .exec(res.text)!
          .filter(Boolean);
      expect(res.text).toContain(`id="${id}"`);
    });

    it('keeps every typed value: text, the selected options and the textarea', async () => {
      const res = await post(application('', { education: 'see_slc_pass', experience: 'employed', motivation: 'मेरो सपना <b>' }));
      expect(res.status).toBe(422);
      expect(res.text).toContain('value="सुनिता राई"');
      expect(res.text).toMatch(new RegExp(`<option value="${PROGRAM.title.replace(/[()]/g, '\\$&')}" selected="">`));
      expect(res.text).toContain('<option value="see_slc_pass" selected="">');
      expect(res.text).toContain('<option value="employed" selected="">');
      expect(res.text).toMatch(/<textarea[^>]*name="motivation"[^>]*>मेरो सपना &lt;b&gt;<\/textarea>/);
    });

    it('is refused whatever its time, and the answer carries the first time shown over', async () => {
      const first = shown(500);
      const res = await post(message('', { formShownAt: first }));
      expect(res.status).toBe(422);
      expect(fieldErrors(res.text)).toEqual([REQUIRED_MESSAGES.email]);
      expect(res.text).toContain(`name="formShownAt" value="${first}"`);
      expect(res.text).toContain('value="Ram Thapa"');
    });

    it('counts a time shown over a day ago as missing: the answer carries a new one, not it', async () => {
      const old = shown(24 * 60 * 60 * 1000 + 60_000);
      const res = await post(message('', { formShownAt: old }));
      expect(res.status).toBe(422);
      const carried = hiddenValue(res.text, 'formShownAt');
      expect(carried).not.toBe(old);
      expect(Date.now() - stamps.shownAt(carried)!).toBeLessThan(60_000);
    });

    it('stores nothing', async () => {
      await post(message('', { name: '' })).expect(422);
      expect(await t.sql("SELECT * FROM contact_messages WHERE name = ''")).toHaveLength(0);
    });
  });

  it('answers GET /?sent=apply with the thank-you panel, /?sent=contact with the message sent, and / with the forms', async () => {
    // What the page shows: its markup, not the texts its islands may show later (the data block).
    const shown = async (path: string) =>
      (await t.agent().get(path).expect(200)).text.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');
    const plain = await shown('/');
    const applied = await shown('/?sent=apply');
    const sent = await shown('/?sent=contact');
    expect(applied).toContain('Thank you for your application!');
    expect(applied).toContain('2-3 business days');
    expect(applied).toContain('href="/#apply"');
    expect(applied).not.toContain('aria-label="Training application"');
    expect(sent).toContain(CONTACT_MESSAGES.sent);
    expect(sent).toContain(CONTACT_MESSAGES.sentDescription.replace("'", '&#x27;'));
    expect(plain).toContain('aria-label="Training application"');
    expect(plain).not.toContain(CONTACT_MESSAGES.sent);
    expect(await shown('/')).not.toContain('Thank you for your application!');
  });

  describe('on the Nepali page', () => {
    it('answers a valid post to /ne with 303 to /ne?sent=contact#contact', async () => {
      const res = await post(message('nepali@example.test'), {}, '/ne');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/ne?sent=contact#contact');
    });

    it('answers an invalid post with the Nepali page and the catalogue’s messages', async () => {
      const res = await post(application('', { name: '' }), {}, '/ne');
      expect(res.status).toBe(422);
      expect(res.text).toContain('<html lang="ne">');
      expect(fieldErrors(res.text)).toEqual([inNepali('required.name'), inNepali('required.email')]);
      expect(shownText(res.text)).not.toContain(REQUIRED_MESSAGES.name);
    });

    it('answers a cross-site post with the Nepali page saying so', async () => {
      const res = await post(message('cross-ne@example.test'), { 'sec-fetch-site': 'cross-site' }, '/ne');
      expect(res.status).toBe(403);
      expect(res.text).toContain(inNepali('generic.crossSite'));
      expect(shownText(res.text)).not.toContain(GENERIC_MESSAGES.crossSite);
    });

    it('thanks the applicant in Nepali at /ne?sent=apply', async () => {
      const res = await t.agent().get('/ne?sent=apply').expect(200);
      expect(res.text).toContain(NE_TEXTS.apply.thankYou);
    });
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null without Sec-Fetch-Site', { origin: 'null' }],
  ])('refuses a post with %s: 403 with the page, nothing stored', async (_, headers) => {
    const res = await post(message('cross@example.test'), headers);
    expect(res.status).toBe(403);
    expect(res.text).toContain(GENERIC_MESSAGES.crossSite);
    expect(await messages('cross@example.test')).toHaveLength(0);
  });

  it('answers a body over 64 kB with 413 and the page saying so', async () => {
    const res = await post(message('large@example.test', { message: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(res.text).toContain(GENERIC_MESSAGES.payloadTooLarge);
    expect(await messages('large@example.test')).toHaveLength(0);
  });
});

describe('the home page forms posted without JavaScript, limited', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1', CONTACT_MAX_PER_IP: '2' } })));
  afterAll(() => t.close());

  it('counts a message on the per-IP counter of POST /api/contact, and answers 429 with the page past it', async () => {
    const body = { name: 'Ram', email: 'ram@example.test', message: 'Hello', subject: 'General Inquiry' };
    await t.agent().post('/api/contact').send(body).expect(201);
    await t
      .agent()
      .post('/')
      .set(fromSite(t))
      .type('form')
      .send({ intent: 'contact', ...body })
      .expect(303);
    const res = await t
      .agent()
      .post('/')
      .set(fromSite(t))
      .type('form')
      .send({ intent: 'contact', ...body });
    expect(res.status).toBe(429);
    expect(res.text).toContain(AUTH_MESSAGES.tooManyAttempts);
    expect(res.text).toContain('value="ram@example.test"');
    expect((await t.agent().post('/api/contact').send(body)).status).toBe(429);
  });

  it('counts an application on its own counter, not the contact one', async () => {
    const res = await t.agent().post('/').set(fromSite(t)).type('form').send({ intent: 'apply', name: '' });
    expect(res.status).toBe(422);
  });
});

import { AUTH_MESSAGES, CERTIFICATE_VERIFY_MESSAGES, GENERIC_MESSAGES, REQUIRED_MESSAGES } from '@institute/shared';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { startTestApp, type TestApp } from '../support/app';

const CERTIFICATE = {
  name: 'सीता थापा',
  fatherName: 'Ram Thapa',
  courseTaken: 'Plumber',
  duration: '390 hours',
  trainingDate: '2024-01-10',
  dateOfBirth: '2000-02-03',
  certificateNumber: 'FORM-2081-0001',
};

/** What the rendered answer page shows: the result's heading and each field's message. */
const shown = (html: string) => ({
  heading: html.match(/<p class="result-heading">([^<]*)/)?.[1],
  fieldErrors: [...html.matchAll(/class="field-error"[^>]*>([^<]*)/g)].map((m) => m[1]),
  number: html
    .match(/name="certificateNumber"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="certificateNumber"/)
    ?.slice(1)
    .find(Boolean),
});

/** Sent by a browser posting the site's own form: the page it was on (without it, Origin or Sec-Fetch-Site is needed). */
const fromSite = (t: TestApp, path = '/certificate-verify') => ({ referer: new URL(path, t.config.publicUrl).href });

/** The public site's certificate form posted without JavaScript (docs/public-site.md, Forms without JavaScript). */
describe('certificate verification posted as a form', () => {
  let t: TestApp;
  let ip = 0;
  const post = (body: string, headers: Record<string, string> = {}, path = '/certificate-verify') =>
    t
      .agent()
      .post(path)
      .set({
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `203.0.113.${++ip}`,
        ...fromSite(t, path),
        ...headers,
      })
      .send(body);
  const form = (number: string, dateOfBirth?: string) =>
    new URLSearchParams({ certificateNumber: number, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) }).toString();

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    await (await t.signIn()).post('/api/admin/certificates').send(CERTIFICATE).expect(201);
  });
  afterAll(() => t.close());

  it('answers a match with 200 and the page showing the certificate, never kept', async () => {
    const res = await post(form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(shown(res.text).heading).toBe(CERTIFICATE_VERIFY_MESSAGES.verified);
    expect(res.text).toContain(CERTIFICATE.name);
  });

  it('never shows the date of birth in the answer', async () => {
    const res = await post(form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth));
    expect(res.text).not.toContain(CERTIFICATE.dateOfBirth);
  });

  it("answers an unknown number and a wrong date of birth alike: 404 with 'Certificate Not Found', the number kept", async () => {
    for (const [number, body] of [
      ['NO-SUCH-NUMBER', form('NO-SUCH-NUMBER', CERTIFICATE.dateOfBirth)],
      [CERTIFICATE.certificateNumber, form(CERTIFICATE.certificateNumber, '1999-01-01')],
    ]) {
      const res = await post(body);
      expect(res.status).toBe(404);
      expect(shown(res.text)).toMatchObject({ heading: CERTIFICATE_VERIFY_MESSAGES.failed, number });
      expect(res.text).toContain(CERTIFICATE_VERIFY_MESSAGES.notFound);
    }
  });

  it('answers a missing field with 422, its message beside it and the typed number kept', async () => {
    const res = await post(form('FORM-2081-0001'));
    expect(res.status).toBe(422);
    expect(shown(res.text)).toMatchObject({ fieldErrors: [REQUIRED_MESSAGES.dateOfBirth], number: 'FORM-2081-0001' });
    expect(res.text).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"/);
    expect(shown((await post(form('', '2000-01-01'))).text).fieldErrors).toEqual([REQUIRED_MESSAGES.certificateNumber]);
  });

  it('answers the Nepali page at /ne/certificate-verify', async () => {
    const res = await post(form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth), {}, '/ne/certificate-verify');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ne">');
  });

  it("says 'not found' on the Nepali page in the catalogue's Nepali", async () => {
    const res = await post(form('NO-SUCH-NUMBER', CERTIFICATE.dateOfBirth), {}, '/ne/certificate-verify');
    expect(res.status).toBe(404);
    expect(shown(res.text).heading).toBe(NE_TEXTS.formMessages['certificateVerify.failed']);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null without Sec-Fetch-Site', { origin: 'null' }],
    ['Origin: null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a post with %s: 403, nothing verified', async (_, headers) => {
    const res = await post(form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth), headers);
    expect(res.status).toBe(403);
    expect(shown(res.text).heading).toBe(GENERIC_MESSAGES.crossSite);
    expect(res.text).not.toContain(CERTIFICATE.name);
  });

  it.each([
    ['no Referer', {}],
    ['a Referer of another site', { referer: 'https://evil.example/certificate-verify' }],
    ['a Referer that is no address', { referer: 'not an address' }],
  ])('refuses a post with neither Origin nor Sec-Fetch-Site and %s: 403, nothing verified', async (_, headers) => {
    const res = await t
      .agent()
      .post('/certificate-verify')
      .set({ 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++ip}`, ...headers })
      .send(form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth));
    expect(res.status).toBe(403);
    expect(shown(res.text).heading).toBe(GENERIC_MESSAGES.crossSite);
    expect(res.text).not.toContain(CERTIFICATE.name);
  });

  it('takes a post with neither Origin nor Sec-Fetch-Site whose Referer is a page of the site', async () => {
    const body = form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth);
    const res = await post(body, fromSite(t, '/ne/certificate-verify?number=x'));
    expect(res.status).toBe(200);
    expect(res.text).toContain(CERTIFICATE.name);
  });

  it("takes the site's own form: its origin (PUBLIC_URL's), or Origin: null with Sec-Fetch-Site: same-origin", async () => {
    const body = form(CERTIFICATE.certificateNumber, CERTIFICATE.dateOfBirth);
    expect((await post(body, { origin: new URL(t.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post(body, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a cross-site post before reading its body: 403 even when too large', async () => {
    const res = await post(`certificateNumber=${'x'.repeat(70_000)}`, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('answers a body over 64 kB with 413', async () => {
    const res = await post(`certificateNumber=${'x'.repeat(70_000)}&dateOfBirth=2000-01-01`);
    expect(res.status).toBe(413);
    expect(shown(res.text).heading).toBe(GENERIC_MESSAGES.payloadTooLarge);
  });
});

describe('certificate verification posted as a form, limited', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } })));
  afterAll(() => t.close());

  it('counts on the per-IP counter of POST /api/certificates/verify, and answers 429 with the page past it', async () => {
    for (let i = 0; i < 10; i++)
      await t
        .agent()
        .post('/api/certificates/verify')
        .send({ certificateNumber: `GUESS-${i}`, dateOfBirth: '2000-01-01' })
        .expect(404);
    for (let i = 10; i < 20; i++)
      await t
        .agent()
        .post('/certificate-verify')
        .set(fromSite(t))
        .type('form')
        .send({ certificateNumber: `GUESS-${i}`, dateOfBirth: '2000-01-01' })
        .expect(404);
    const res = await t
      .agent()
      .post('/certificate-verify')
      .set(fromSite(t))
      .type('form')
      .send({ certificateNumber: 'GUESS-20', dateOfBirth: '2000-01-01' });
    expect(res.status).toBe(429);
    expect(shown(res.text).heading).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(
      (await t.agent().post('/api/certificates/verify').send({ certificateNumber: 'GUESS-21', dateOfBirth: '2000-01-01' })).status,
    ).toBe(429);
  });
});

import { GENERIC_MESSAGES, NOT_FOUND_MESSAGES, USER_MESSAGES } from '@institute/shared';
import { startTestApp, type TestApp } from '../support/app';

describe('request hygiene and error shape', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'generic.malformedJson',
      error: GENERIC_MESSAGES.malformedJson,
      message: GENERIC_MESSAGES.malformedJson,
    });
  });

  describe('the code beside the message (docs/api.md, Errors)', () => {
    it('gives a validation error and each of its fields the code of its message', async () => {
      const admin = await t.signIn();
      const res = await admin.post('/api/admin/users').send({ username: ' ', password: 'secret-1', email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'user.usernameRequired', message: USER_MESSAGES.usernameRequired });
      expect(res.body.details).toEqual([
        { field: 'username', message: USER_MESSAGES.usernameRequired, code: 'user.usernameRequired' },
        { field: 'email', message: USER_MESSAGES.invalidEmail, code: 'user.invalidEmail' },
      ]);
    });

    it("gives a field that fails a DTO check the check's name", async () => {
      const admin = await t.signIn();
      const res = await admin.post('/api/admin/users').send({ username: 'coded-user', password: 'secret-1', firstName: 'x'.repeat(101) });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'firstName', code: 'check.maxLength' })]);
    });

    it('gives a 404 the code of its record', async () => {
      const admin = await t.signIn();
      const res = await admin.get('/api/admin/programs/00000000-0000-4000-8000-000000000000');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'notFound.program', message: NOT_FOUND_MESSAGES.program });
    });

    it('gives a duplicate the code of its unique value', async () => {
      const admin = await t.signIn();
      await admin.post('/api/admin/users').send({ username: 'twice-coded', password: 'secret-1' });
      const res = await admin.post('/api/admin/users').send({ username: 'twice-coded', password: 'secret-1' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'user.usernameTaken', message: USER_MESSAGES.usernameTaken });
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t
      .agent()
      .post('/api/login')
      .send({ username: 'x'.repeat(1_100_000), password: 'y' });
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('refuses a form-encoded write with 415, so a cross-site form cannot post', async () => {
    const res = await t.agent().post('/api/login').type('form').send('username=admin&password=x');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(GENERIC_MESSAGES.jsonRequired);
  });

  it('refuses a write whose Origin is another site with 403', async () => {
    const admin = await t.signIn();
    const res = await admin.post('/api/admin/users').set('Origin', 'https://evil.example').send({ username: 'x', password: 'secret-1' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(GENERIC_MESSAGES.crossSite);
    expect(await t.sql(`SELECT id FROM users WHERE username = 'x'`)).toHaveLength(0);
  });

  it('accepts a write from the configured PUBLIC_URL origin', async () => {
    const admin = await t.signIn();
    const res = await admin
      .post('/api/admin/users')
      .set('Origin', 'http://institute.test')
      .send({ username: 'from-site', password: 'secret-1' });
    expect(res.status).toBe(201);
  });

  it('accepts a write whose Origin is the host it was sent to', async () => {
    const res = await t.agent().post('/api/logout').set('Host', 'school.example:8080').set('Origin', 'http://school.example:8080');
    expect(res.status).toBe(200);
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("keeps a proxy's request id", async () => {
    const res = await t.agent().get('/api/health').set('X-Request-Id', 'edge-123');
    expect(res.headers['x-request-id']).toBe('edge-123');
  });

  it('answers an admin route with 401 when signed out', async () => {
    const res = await t.agent().get('/api/admin/users');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Not authenticated' });
  });
});

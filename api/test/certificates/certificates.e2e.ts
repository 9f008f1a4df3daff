import {
  AUTH_MESSAGES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_VERIFY_MESSAGES,
  CONTENT_MESSAGES,
  GENERIC_MESSAGES,
  REQUIRED_MESSAGES,
} from '@institute/shared';
import { Client } from 'pg';
import TestAgent from 'supertest/lib/agent';
import { startTestApp, useTestApp, type TestApp } from '../support/app';
import { waitFor } from '../support/mail';

const ADMIN_PATH = '/api/admin/certificates';
const VERIFY = '/api/certificates/verify';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** A date found nowhere else in these tests, so its absence from an answer means something. */
const DOB = '1999-04-17';
const valid = {
  name: 'Sita Sharma',
  fatherName: 'Ram Sharma',
  courseTaken: 'Electrician',
  duration: '390 hours',
  trainingDate: '2024-03-01',
  dateOfBirth: DOB,
  certificateNumber: 'CERT-2024-001',
};
const FAILED = {
  statusCode: 404,
  code: 'certificateVerify.failed',
  error: CERTIFICATE_VERIFY_MESSAGES.failed,
  message: CERTIFICATE_VERIFY_MESSAGES.failed,
  success: false,
};

let serial = 0;
/** A fresh certificate number for each record, so tests do not collide on the unique index. */
const nextNumber = () => `T-${++serial}-${Date.now()}`;

describe('certificates', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const create = async (fields: Record<string, unknown> = {}) => {
    const res = await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: nextNumber(), ...fields });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body;
  };
  const rejects = async (fields: Record<string, unknown>, field: string, message: string) => {
    const res = await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: nextNumber(), ...fields });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
  };
  const verify = (certificateNumber: unknown, dateOfBirth: unknown) => t.agent().post(VERIFY).send({ certificateNumber, dateOfBirth });

  describe('admin writes', () => {
    it('creates a certificate with days as YYYY-MM-DD and its defaults', async () => {
      const number = nextNumber();
      const res = await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: number });
      expect(res.status).toBe(201);
      const { dateOfBirth: _, ...shown } = valid;
      expect(res.body).toMatchObject({ ...shown, certificateNumber: number, isDonorFunded: false, projectOfficeName: null });
    });

    it.each([
      ['name', REQUIRED_MESSAGES.name],
      ['fatherName', REQUIRED_MESSAGES.fatherName],
      ['courseTaken', REQUIRED_MESSAGES.courseTaken],
      ['duration', REQUIRED_MESSAGES.duration],
      ['trainingDate', REQUIRED_MESSAGES.trainingDate],
      ['dateOfBirth', REQUIRED_MESSAGES.dateOfBirth],
      ['certificateNumber', REQUIRED_MESSAGES.certificateNumber],
    ])('answers 400 with the required-field message when %s is blank', (field, message) => rejects({ [field]: '  ' }, field, message));

    it('rejects a training date in the future', () =>
      rejects({ trainingDate: '2999-01-01' }, 'trainingDate', CONTENT_MESSAGES.dateInFuture));

    it('rejects a date of birth before 1900-01-01', () =>
      rejects({ dateOfBirth: '1899-12-31' }, 'dateOfBirth', CONTENT_MESSAGES.dateBefore1900));

    it('rejects a date that is not a real YYYY-MM-DD day', () =>
      rejects({ trainingDate: '2023-02-29' }, 'trainingDate', CONTENT_MESSAGES.invalidDateOnly));

    it('requires the project/office name of a donor-funded certificate', () =>
      rejects({ isDonorFunded: true, projectOfficeName: ' ' }, 'projectOfficeName', REQUIRED_MESSAGES.projectOfficeName));

    it('stores the project/office name of a donor-funded certificate', async () => {
      const created = await create({ isDonorFunded: true, projectOfficeName: 'Skills Project Office' });
      expect(created).toMatchObject({ isDonorFunded: true, projectOfficeName: 'Skills Project Office' });
    });

    it('drops the project/office name of a certificate that is not donor funded', async () => {
      expect((await create({ isDonorFunded: false, projectOfficeName: 'Ignored' })).projectOfficeName).toBeNull();
    });

    it('rejects an edit that makes a certificate donor funded without a project/office name', async () => {
      const created = await create();
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ isDonorFunded: true });
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'projectOfficeName', message: REQUIRED_MESSAGES.projectOfficeName }]);
    });

    it('answers 409 for a certificate number that exists', async () => {
      const { certificateNumber } = await create();
      const res = await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(CERTIFICATE_MESSAGES.numberTaken);
    });

    it('answers 409 for a certificate number that differs only in case', async () => {
      await create({ certificateNumber: 'ABC-CASE-1' });
      const res = await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: 'abc-case-1' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(CERTIFICATE_MESSAGES.numberTaken);
    });

    it('answers 409 for an edit to a number another certificate has', async () => {
      const taken = await create();
      const other = await create();
      const res = await admin.put(`${ADMIN_PATH}/${other.id}`).send({ certificateNumber: taken.certificateNumber.toLowerCase() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(CERTIFICATE_MESSAGES.numberTaken);
    });

    it('keeps the stored date of birth when an edit leaves it out', async () => {
      const created = await create();
      await admin.put(`${ADMIN_PATH}/${created.id}`).send({ name: 'Sita Sharma Poudel' }).expect(200);
      expect((await verify(created.certificateNumber, DOB)).status).toBe(200);
    });

    it('keeps the stored date of birth when an edit sends it blank', async () => {
      const created = await create();
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ dateOfBirth: '' });
      expect(res.status).toBe(200);
      expect((await verify(created.certificateNumber, DOB)).status).toBe(200);
    });

    it('replaces the date of birth when an edit sends one', async () => {
      const created = await create();
      await admin.put(`${ADMIN_PATH}/${created.id}`).send({ dateOfBirth: '2001-09-09' }).expect(200);
      expect((await verify(created.certificateNumber, DOB)).status).toBe(404);
      expect((await verify(created.certificateNumber, '2001-09-09')).status).toBe(200);
    });

    it('updates only the fields sent', async () => {
      const created = await create();
      const res = await admin.put(`${ADMIN_PATH}/${created.id}`).send({ courseTaken: 'Plumber' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...created, courseTaken: 'Plumber', updatedAt: expect.any(String) });
    });

    it('deletes a certificate and answers it', async () => {
      const created = await create();
      const res = await admin.delete(`${ADMIN_PATH}/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(created.id);
      expect((await admin.get(`${ADMIN_PATH}/${created.id}`)).status).toBe(404);
    });

    it("answers 404 with 'Certificate not found' for an unknown id", async () => {
      const res = await admin.get(`${ADMIN_PATH}/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(CERTIFICATE_MESSAGES.notFound);
    });
  });

  describe('the date of birth is in no answer', () => {
    let id: string;
    let number: string;
    beforeAll(async () => ({ id, certificateNumber: number } = await create({ name: 'Private Person' })));

    it.each<[string, () => Promise<{ status: number; text: string }>]>([
      ['create', () => admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: nextNumber() })],
      ['list', () => admin.get(ADMIN_PATH)],
      ['paged list', () => admin.get(ADMIN_PATH).query({ page: 1, search: 'private' })],
      ['get', () => admin.get(`${ADMIN_PATH}/${id}`)],
      ['update sending a date of birth', () => admin.put(`${ADMIN_PATH}/${id}`).send({ dateOfBirth: DOB, duration: '3 months' })],
      ['verify (success)', () => verify(number, DOB)],
      ['verify (failure)', () => verify(number, '2000-01-01')],
      ['delete', () => admin.delete(`${ADMIN_PATH}/${id}`)],
    ])('%s', async (_route, call) => {
      const res = await call();
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain(DOB);
      expect(res.text).not.toMatch(/dateOfBirth|date_of_birth/);
    });

    it('cannot be sorted or filtered by', async () => {
      expect((await admin.get(ADMIN_PATH).query({ sort: '["dateOfBirth","ASC"]' })).status).toBe(400);
      expect((await admin.get(ADMIN_PATH).query({ filter: JSON.stringify({ dateOfBirth: DOB }) })).status).toBe(400);
    });
  });

  describe('admin lists', () => {
    beforeAll(async () => {
      await t.sql('DELETE FROM certificates');
      // 25 people, Paged Person 01 the newest, and one Gurung an hour older than all of them.
      await t.sql(`
        INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number, created_at)
        SELECT 'Paged Person ' || lpad(i::text, 2, '0'), 'Father ' || i, 'Plumber', '390 hours', '2024-01-01', '1990-01-01',
               'PG-' || lpad(i::text, 3, '0'), now() - make_interval(mins => i)
        FROM generate_series(1, 25) AS i`);
      await t.sql(`
        INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number, created_at)
        VALUES ('Anita Gurung', 'Bishnu Gurung', 'Welder', '3 months', '2023-06-01', '1995-02-02', 'NPL-XYZ-77', now() - interval '1 hour')`);
    });

    const paged = (query: Record<string, unknown>) => admin.get(ADMIN_PATH).query(query);
    const names = (res: { body: { certificates: { name: string }[] } }) => res.body.certificates.map((c) => c.name);

    it('answers ra-data-simple-rest lists as an array with Content-Range, newest first', async () => {
      const res = await admin.get(ADMIN_PATH).query({ range: '[0,4]' });
      expect(res.status).toBe(200);
      expect(res.body.map((c: { name: string }) => c.name)).toEqual([
        'Paged Person 01',
        'Paged Person 02',
        'Paged Person 03',
        'Paged Person 04',
        'Paged Person 05',
      ]);
      expect(res.headers['content-range']).toBe('certificates 0-4/26');
    });

    it('searches ra-data-simple-rest lists by q on name and certificate number', async () => {
      const byNumber = await admin.get(ADMIN_PATH).query({ filter: JSON.stringify({ q: 'xyz-7' }) });
      expect(byNumber.body.map((c: { name: string }) => c.name)).toEqual(['Anita Gurung']);
      const byName = await admin.get(ADMIN_PATH).query({ filter: JSON.stringify({ q: 'person 1' }), sort: '["name","ASC"]' });
      expect(byName.body.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Paged Person ${10 + i}`));
    });

    it('answers the first page of 20 with its pagination when page is given', async () => {
      const res = await paged({ page: 1 });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['certificates', 'pagination']);
      expect(res.body.certificates).toHaveLength(20);
      expect(res.body.certificates[0].name).toBe('Paged Person 01');
      expect(res.body.pagination).toEqual({ total: 26, page: 1, totalPages: 2 });
    });

    it('answers the rest on the next page', async () => {
      const res = await paged({ page: 2, limit: 20 });
      expect(names(res)).toEqual([
        'Paged Person 21',
        'Paged Person 22',
        'Paged Person 23',
        'Paged Person 24',
        'Paged Person 25',
        'Anita Gurung',
      ]);
      expect(res.body.pagination).toEqual({ total: 26, page: 2, totalPages: 2 });
    });

    it('answers an empty page past the last one', async () => {
      const res = await paged({ page: 9 });
      expect(res.body).toEqual({ certificates: [], pagination: { total: 26, page: 9, totalPages: 2 } });
    });

    it('serves at most 100 certificates a page', async () => {
      await t.sql(`
        INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number)
        SELECT 'Bulk ' || i, 'F', 'C', 'D', '2024-01-01', '1990-01-01', 'BULK-' || i FROM generate_series(1, 100) AS i`);
      try {
        const res = await paged({ limit: 500 });
        expect(res.body.certificates).toHaveLength(100);
        expect(res.body.pagination).toEqual({ total: 126, page: 1, totalPages: 2 });
      } finally {
        await t.sql(`DELETE FROM certificates WHERE certificate_number LIKE 'BULK-%'`);
      }
    });

    it.each([
      ['the name', 'gURUNG'],
      ["the father's name", 'bishnu'],
      ['the certificate number', 'xyz-7'],
    ])('searches case-insensitively by part of %s', async (_what, search) => {
      const res = await paged({ search });
      expect(names(res)).toEqual(['Anita Gurung']);
      expect(res.body.pagination).toEqual({ total: 1, page: 1, totalPages: 1 });
    });

    it('sorts a page by the column asked for, keeping the answer shape', async () => {
      const res = await paged({ page: 1, limit: 3, sort: '["name","ASC"]' });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Anita Gurung', 'Paged Person 01', 'Paged Person 02']);
      expect(res.body.pagination).toEqual({ total: 26, page: 1, totalPages: 9 });
    });

    it('sorts a searched page in descending order', async () => {
      const res = await paged({ page: 1, search: 'person 1', sort: '["certificateNumber","DESC"]' });
      expect(names(res)).toEqual(Array.from({ length: 10 }, (_, i) => `Paged Person ${19 - i}`));
    });

    it.each([
      ['a column that is not sortable', '["dateOfBirth","ASC"]'],
      ['an order that is not ASC or DESC', '["name","UP"]'],
      ['a sort that is not JSON', 'name'],
    ])('answers 400 for a page sorted by %s', async (_label, sort) => {
      expect((await paged({ page: 1, sort })).status).toBe(400);
    });

    it('treats % and _ in a search as plain characters', async () => {
      expect((await paged({ search: '%' })).body.pagination.total).toBe(0);
    });

    it('answers an empty list with no pages when nothing matches', async () => {
      expect((await paged({ search: 'nobody here' })).body).toEqual({ certificates: [], pagination: { total: 0, page: 1, totalPages: 0 } });
    });

    it.each([
      ['page 0', { page: 0 }],
      ['a negative page', { page: -1 }],
      ['a page that is not a number', { page: 'two' }],
      ['a fractional limit', { limit: '2.5' }],
      ['a limit of 0', { limit: 0 }],
      ['a repeated page', 'page=1&page=2'],
      ['a repeated search', 'search=a&search=b'],
    ])('answers 400 for %s', async (_label, query) => {
      expect((await admin.get(ADMIN_PATH).query(query)).status).toBe(400);
    });
  });

  describe('public verification', () => {
    it('answers a matching number and date of birth with the certificate and the verified message', async () => {
      const number = nextNumber();
      await create({ certificateNumber: number, isDonorFunded: true, projectOfficeName: 'Skills Project Office' });
      const res = await verify(number, DOB);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        certificate: {
          name: valid.name,
          fatherName: valid.fatherName,
          courseTaken: valid.courseTaken,
          duration: valid.duration,
          trainingDate: valid.trainingDate,
          certificateNumber: number,
          isDonorFunded: true,
          projectOfficeName: 'Skills Project Office',
        },
        message: CERTIFICATE_VERIFY_MESSAGES.verified,
      });
    });

    it('matches the number ignoring case and surrounding spaces', async () => {
      await create({ certificateNumber: 'CTEVT-Case-42' });
      expect((await verify('  ctevt-case-42 ', DOB)).status).toBe(200);
    });

    it('answers an unknown number and a wrong date of birth the same way', async () => {
      const { certificateNumber } = await create();
      const unknownNumber = await verify('NO-SUCH-NUMBER', DOB);
      const wrongDate = await verify(certificateNumber, '1999-04-18');
      expect(unknownNumber.status).toBe(404);
      expect(unknownNumber.body).toEqual(FAILED);
      expect(wrongDate.status).toBe(404);
      expect(wrongDate.body).toEqual(FAILED);
    });

    it('answers 400 with the required-field messages when both fields are missing', async () => {
      const res = await t.agent().post(VERIFY).send({});
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([
        { field: 'certificateNumber', message: CERTIFICATE_VERIFY_MESSAGES.certificateNumberRequired },
        { field: 'dateOfBirth', message: CERTIFICATE_VERIFY_MESSAGES.dateOfBirthRequired },
      ]);
    });

    it('answers 400 for a date of birth that is not a YYYY-MM-DD day', async () => {
      const res = await verify('CERT-1', "1999-01-01' OR '1'='1");
      expect(res.status).toBe(400);
      expect(res.body.details).toMatchObject([{ field: 'dateOfBirth', message: CONTENT_MESSAGES.invalidDateOnly }]);
    });

    it.each([
      ['a number given as a number', { certificateNumber: 12345, dateOfBirth: DOB }],
      ['a date given as a number', { certificateNumber: 'CERT-1', dateOfBirth: 19990417 }],
      ['a 10 kB number', { certificateNumber: 'x'.repeat(10_000), dateOfBirth: DOB }],
      ['a list for a body', [{ certificateNumber: 'CERT-1', dateOfBirth: DOB }]],
    ])('answers 400 for %s', async (_label, body) => {
      expect((await t.agent().post(VERIFY).send(body)).status).toBe(400);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await t.agent().post(VERIFY).set('Content-Type', 'application/json').send('{"certificateNumber":');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(GENERIC_MESSAGES.malformedJson);
    });
  });

  describe('bad admin input answers 4xx, never 5xx', () => {
    const huge = 'x'.repeat(10_000);
    it.each([
      ['wrong types', { name: 1, fatherName: true, courseTaken: [], duration: {}, isDonorFunded: 'yes' }],
      ['a date given as a number', { trainingDate: 20240301 }],
      ['a date with a time', { dateOfBirth: '1999-04-17T00:00:00Z' }],
      ['a 10 kB name', { name: huge }],
      ['a 10 kB certificate number', { certificateNumber: huge }],
      ['a 10 kB project/office name', { isDonorFunded: true, projectOfficeName: huge }],
    ])('on create: %s', async (_label, fields) => {
      expect((await admin.post(ADMIN_PATH).send({ ...valid, certificateNumber: nextNumber(), ...fields })).status).toBe(400);
    });

    it('on create: missing fields', async () => {
      expect((await admin.post(ADMIN_PATH).send({})).status).toBe(400);
    });

    it('on create and update: malformed JSON', async () => {
      const { id } = await create();
      for (const req of [admin.post(ADMIN_PATH), admin.put(`${ADMIN_PATH}/${id}`)]) {
        const res = await req.set('Content-Type', 'application/json').send('{"name":');
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(GENERIC_MESSAGES.malformedJson);
      }
    });

    it('on update: wrong types, blank required fields and future dates', async () => {
      const { id } = await create();
      for (const body of [
        { name: null },
        { trainingDate: 'yesterday' },
        { dateOfBirth: '2999-01-01' },
        { certificateNumber: 7 },
        { name: huge },
      ]) {
        expect((await admin.put(`${ADMIN_PATH}/${id}`).send(body)).status).toBe(400);
      }
    });

    it('on get, update and delete: an id that is not a uuid', async () => {
      expect((await admin.get(`${ADMIN_PATH}/nope`)).status).toBe(400);
      expect((await admin.put(`${ADMIN_PATH}/nope`).send(valid)).status).toBe(400);
      expect((await admin.delete(`${ADMIN_PATH}/nope`)).status).toBe(400);
    });
  });
});

describe('certificate verification rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } })));
  afterAll(() => t.close());

  it('answers 429 once an IP has made 20 verifications in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await t
            .agent()
            .post(VERIFY)
            .send({ certificateNumber: `GUESS-${i}`, dateOfBirth: '2000-01-01' })
        ).status,
      ).toBe(404);
    }
    const res = await t.agent().post(VERIFY).send({ certificateNumber: 'GUESS-20', dateOfBirth: '2000-01-01' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: AUTH_MESSAGES.tooManyAttempts });
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('counts a refused body and a checked one on the same per-IP counter', async () => {
    const from = (body: object) => t.agent().post(VERIFY).send(body);
    await t.sql(`DELETE FROM rate_limits`);
    for (let i = 0; i < 10; i++) expect((await from({ certificateNumber: '', dateOfBirth: '2000-01-01' })).status).toBe(400);
    for (let i = 0; i < 9; i++) expect((await from({ certificateNumber: `GUESS-${i}`, dateOfBirth: '2000-01-01' })).status).toBe(404);
    const last = await from({ certificateNumber: 'GUESS-9', dateOfBirth: '2000-01-01' });
    expect([last.status, last.headers['x-ratelimit-remaining']]).toEqual([404, '0']);
    expect((await from({ certificateNumber: '', dateOfBirth: '2000-01-01' })).status).toBe(429);
    expect((await from({ certificateNumber: 'GUESS-10', dateOfBirth: '2000-01-01' })).status).toBe(429);
  });
});

describe('certificate verification from many addresses', () => {
  let t: TestApp;
  let ip = 0;
  // Each try comes from another address, as a guesser with many would send it.
  const fromNewIp = (certificateNumber: string, dateOfBirth: string) =>
    t.agent().post(VERIFY).set('X-Forwarded-For', `198.51.100.${++ip}`).send({ certificateNumber, dateOfBirth });
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true', VERIFY_MAX_FAILURES: '3' } });
    const admin = await t.signIn();
    await admin
      .post(ADMIN_PATH)
      .send({ ...valid, certificateNumber: 'MANY-IPS-1' })
      .expect(201);
  });
  afterAll(() => t.close());

  it('answers 429 once a number has had its failed tries for the hour, even with the right date', async () => {
    for (let i = 0; i < 3; i++) expect((await fromNewIp('many-ips-1', `2000-01-0${i + 1}`)).status).toBe(404);
    const res = await fromNewIp('MANY-IPS-1', DOB);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'auth.tooManyAttempts',
      error: AUTH_MESSAGES.tooManyAttempts,
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers an unknown number exactly like a known one with a wrong date', async () => {
    for (let i = 0; i < 3; i++) expect((await fromNewIp('NOT-ISSUED-7', `2000-01-0${i + 1}`)).status).toBe(404);
    const res = await fromNewIp('NOT-ISSUED-7', DOB);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'auth.tooManyAttempts',
      error: AUTH_MESSAGES.tooManyAttempts,
      message: AUTH_MESSAGES.tooManyAttempts,
    });
  });

  it('answers no more than VERIFY_MAX_FAILURES of many parallel wrong tries on one number with anything but 429', async () => {
    // Twenty wrong dates of birth at once, each from its own address. The number's failure counter
    // is held by another transaction until several tries wait on it, so they all reach the
    // database before any is counted: reading the count first would let each of them through.
    const dates = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(1990, 0, 1 + i)).toISOString().slice(0, 10));
    const holder = new Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    let answers: Promise<{ status: number }[]> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query(
        `INSERT INTO rate_limits (key, hits, expires_at) VALUES ('verifynumber:parallel-8', 0, now() + interval '1 hour')`,
      );
      answers = Promise.all(dates.map((date) => fromNewIp('PARALLEL-8', date).then((res) => res)));
      await waitFor(async () =>
        (
          await t.sql(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name = 'institute-api'`,
          )
        ).length >= 4
          ? true
          : undefined,
      );
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    expect((await answers!).map((r) => r.status).filter((s) => s !== 429)).toEqual([404, 404, 404]);
  });

  it('counts only failures: a number verified many times stays open', async () => {
    await t.signIn().then((admin) =>
      admin
        .post(ADMIN_PATH)
        .send({ ...valid, certificateNumber: 'OFTEN-SHOWN-2' })
        .expect(201),
    );
    for (let i = 0; i < 5; i++) expect((await fromNewIp('OFTEN-SHOWN-2', DOB)).status).toBe(200);
  });
});

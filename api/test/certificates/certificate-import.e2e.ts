import { CERTIFICATE_IMPORT_MESSAGES, CERTIFICATE_MESSAGES, CONTENT_MESSAGES, REQUIRED_MESSAGES } from '@institute/shared';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

const IMPORT = '/api/admin/certificates/import';
const HEADER = 'name,fatherName,courseTaken,duration,trainingDate,dateOfBirth,certificateNumber,isDonorFunded,projectOfficeName';

let serial = 0;
const prefix = () => `IMP${++serial}-${Date.now().toString(36)}`;
const line = (number: string, over: Partial<Record<string, string>> = {}) => {
  const cells = {
    name: 'सीता शर्मा',
    fatherName: 'Ram Sharma',
    courseTaken: 'Electrician',
    duration: '390 hours',
    trainingDate: '2025-01-15',
    dateOfBirth: '2001-04-17',
    certificateNumber: number,
    isDonorFunded: 'false',
    projectOfficeName: '',
    ...over,
  };
  return HEADER.split(',')
    .map((f) => cells[f as keyof typeof cells] ?? '')
    .join(',');
};
const csv = (...lines: string[]) => Buffer.from('\uFEFF' + [HEADER, ...lines].join('\r\n') + '\r\n', 'utf8');

describe('certificate import', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const send = (agent: TestAgent, file: Buffer, query = '', name = 'batch.csv') =>
    agent.post(IMPORT + query).attach('file', file, { filename: name, contentType: 'text/csv' });
  const count = async (p: string) =>
    Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM certificates WHERE certificate_number LIKE $1', [`${p}%`]))[0].n);

  it('imports every row of a valid file, Devanagari and BOM included', async () => {
    const p = prefix();
    const res = await send(admin, csv(line(`${p}-1`), line(`${p}-2`, { isDonorFunded: 'yes', projectOfficeName: 'Helvetas' })));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, errors: [] });
    const rows = await t.sql(
      'SELECT name, is_donor_funded, project_office_name, date_of_birth::text AS dob FROM certificates WHERE certificate_number LIKE $1 ORDER BY certificate_number',
      [`${p}%`],
    );
    expect(rows).toEqual([
      { name: 'सीता शर्मा', is_donor_funded: false, project_office_name: null, dob: '2001-04-17' },
      { name: 'सीता शर्मा', is_donor_funded: true, project_office_name: 'Helvetas', dob: '2001-04-17' },
    ]);
  });

  it('reports every kind of row error by row and field, and imports nothing', async () => {
    const p = prefix();
    const res = await send(
      admin,
      csv(
        line(`${p}-1`),
        line(`${p}-2`, { name: '' }),
        line(`${p}-3`, { trainingDate: '2999-01-01', dateOfBirth: '15/01/2001' }),
        line(`${p}-4`, { isDonorFunded: 'maybe' }),
        line(`${p}-5`, { isDonorFunded: 'true' }),
        line(`${p}-6`, { duration: 'x'.repeat(101) }),
        line(''),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 0,
      errors: [
        { row: 3, field: 'name', message: REQUIRED_MESSAGES.name },
        { row: 4, field: 'trainingDate', message: CONTENT_MESSAGES.dateInFuture },
        { row: 4, field: 'dateOfBirth', message: CONTENT_MESSAGES.invalidDateOnly },
        { row: 5, field: 'isDonorFunded', message: CERTIFICATE_IMPORT_MESSAGES.invalidFlag },
        { row: 6, field: 'projectOfficeName', message: REQUIRED_MESSAGES.projectOfficeName },
        { row: 7, field: 'duration', message: CERTIFICATE_IMPORT_MESSAGES.tooLong(100) },
        { row: 8, field: 'certificateNumber', message: REQUIRED_MESSAGES.certificateNumber },
      ],
    });
    expect(await count(p)).toBe(0);
  });

  it('refuses a number that appears twice in the file, ignoring case', async () => {
    const p = prefix();
    const res = await send(admin, csv(line(`${p}-A`), line(`${p}-B`), line(`${p}-a`)));
    expect(res.body).toEqual({
      imported: 0,
      errors: [{ row: 4, field: 'certificateNumber', message: CERTIFICATE_IMPORT_MESSAGES.duplicateInFile(2) }],
    });
    expect(await count(p)).toBe(0);
  });

  it('refuses a number already in the table', async () => {
    const p = prefix();
    expect((await send(admin, csv(line(`${p}-1`)))).body.imported).toBe(1);
    const res = await send(admin, csv(line(`${p}-2`), line(`${p}-1`.toLowerCase())));
    expect(res.body).toEqual({ imported: 0, errors: [{ row: 3, field: 'certificateNumber', message: CERTIFICATE_MESSAGES.numberTaken }] });
    expect(await count(p)).toBe(1);
  });

  it('checks without storing on a dry run', async () => {
    const p = prefix();
    const res = await send(admin, csv(line(`${p}-1`), line(`${p}-2`)), '?dryRun=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 0, errors: [], dryRun: true, rows: 2 });
    expect(await count(p)).toBe(0);
  });

  it('answers 413 for a file over 2 MB', async () => {
    const p = prefix();
    const big = Buffer.concat([csv(line(`${p}-1`)), Buffer.alloc(2 * 1024 * 1024, 'x')]);
    const res = await send(admin, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(CERTIFICATE_IMPORT_MESSAGES.tooLarge);
  });

  it('answers 415 for a file that is not text', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const res = await send(admin, png, '', 'photo.png');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(CERTIFICATE_IMPORT_MESSAGES.notCsv);
  });

  it('answers 400 for a file without the certificate columns, or without a file', async () => {
    const res = await send(admin, Buffer.from('title,body\r\nHello,World\r\n'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      CERTIFICATE_IMPORT_MESSAGES.missingColumns([
        'name',
        'fatherName',
        'courseTaken',
        'duration',
        'trainingDate',
        'dateOfBirth',
        'certificateNumber',
      ]),
    );
    const none = await admin.post(IMPORT).field('other', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(CERTIFICATE_IMPORT_MESSAGES.fileRequired);
  });

  it('answers 400 for more than 5,000 rows', async () => {
    const p = prefix();
    const lines = Array.from({ length: 5001 }, (_, i) => line(`${p}-${i}`));
    const res = await send(admin, csv(...lines));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CERTIFICATE_IMPORT_MESSAGES.tooManyRows);
  });

  it('lets an editor import and refuses a viewer', async () => {
    await t.createUser({ username: 'editor-imp', password: 'Editor-Pass-2064', email: 'ei@example.test', role: 'editor' });
    await t.createUser({ username: 'viewer-imp', password: 'Viewer-Pass-2064', email: 'vi@example.test', role: 'viewer' });
    const p = prefix();
    const editor = await t.signIn('editor-imp', 'Editor-Pass-2064');
    expect((await send(editor, csv(line(`${p}-1`)))).body).toEqual({ imported: 1, errors: [] });
    const viewer = await t.signIn('viewer-imp', 'Viewer-Pass-2064');
    expect((await send(viewer, csv(line(`${p}-2`)))).status).toBe(403);
    expect(await count(p)).toBe(1);
  });
});

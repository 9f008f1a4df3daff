import { APPLICATION_STATUSES, CONTACT_STATUSES, isNoticeExpired, STATISTIC_KEYS } from '@institute/shared';
import { startTestApp, type TestApp } from '../support/app';
import { createThrowawayDatabase } from '../support/database';

/** SEED_DEMO: a new installation shows a full site; an existing one is never touched. */
describe('demo content', () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const start = (seed: boolean) => startTestApp({ databaseUrl: db.url, env: { SEED_DEMO: String(seed) } });
  const count = async (t: TestApp, table: string) => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeEach(async () => {
    db = await createThrowawayDatabase();
  });
  afterEach(() => db.drop());

  it('fills an empty database with a full institute', async () => {
    const t = await start(true);
    try {
      const get = async (path: string) => (await t.agent().get(path).expect(200)).body;
      expect(await get('/api/programs')).toHaveLength(8);
      expect((await get('/api/statistics')).map((s: { key: string }) => s.key)).toEqual([...STATISTIC_KEYS]);
      expect((await get('/api/about')).map((s: { section: string }) => s.section)).toEqual(['about', 'vision', 'mission', 'history']);
      expect(await get('/api/site-settings')).toContainEqual(
        expect.objectContaining({ key: 'siteName', value: 'Nepal Technical Skills Institute' }),
      );
      for (const path of ['/api/team', '/api/donors', '/api/hero-slides', '/api/training-openings', '/api/projects'])
        expect((await get(path)).length).toBeGreaterThan(0);
      const categories = new Set((await get('/api/downloads')).map((d: { category: string }) => d.category));
      expect(categories).toEqual(new Set(['curriculum', 'noss', 'resources']));

      const news = await get('/api/news');
      expect(new Set(news.map((n: { category: string }) => n.category))).toEqual(new Set(['news', 'notice', 'result']));
      const notices = news.filter((n: { deadlineDate: string | null }) => n.deadlineDate);
      expect(notices.map((n: { deadlineDate: string }) => isNoticeExpired(n.deadlineDate)).sort()).toEqual([false, true]);
      expect(news[0].author).toEqual({ firstName: 'Site', lastName: 'Administrator' });
    } finally {
      await t.close();
    }
  });

  it('shows applications and contact messages in each status to the staff', async () => {
    const t = await start(true);
    try {
      const admin = await t.signIn();
      const statuses = async (path: string) =>
        new Set((await admin.get(path).expect(200)).body.map((row: { status: string }) => row.status));
      expect(await statuses('/api/admin/applications')).toEqual(new Set(APPLICATION_STATUSES));
      expect(await statuses('/api/admin/contact-messages')).toEqual(new Set(CONTACT_STATUSES));
    } finally {
      await t.close();
    }
  });

  it('lets a visitor verify the demo certificate the README names', async () => {
    const t = await start(true);
    try {
      const res = await t.agent().post('/api/certificates/verify').send({ certificateNumber: 'NTSI-2081-0042', dateOfBirth: '2002-03-15' });
      expect(res.status).toBe(200);
      expect(res.body.certificate.name).toBe('Sabina Gurung');
    } finally {
      await t.close();
    }
  });

  it('links every demo opening to a demo program', async () => {
    const t = await start(true);
    try {
      expect(await t.sql(`SELECT title FROM training_openings WHERE program_id IS NULL`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('does not add the content again on the next start, even after staff removed it all', async () => {
    const first = await start(true);
    const programs = await count(first, 'programs');
    await first.sql('DELETE FROM programs');
    await first.close();
    const second = await start(true);
    try {
      expect(programs).toBe(8);
      expect(await count(second, 'programs')).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('leaves a database that already holds content untouched', async () => {
    const before = await start(false);
    await (
      await before.signIn()
    )
      .post('/api/admin/programs')
      .send({ title: 'Mason', description: 'd', category: 'Construction', duration: '390 Hours' });
    await before.close();
    const after = await start(true);
    try {
      expect(await count(after, 'programs')).toBe(1);
      expect(await count(after, 'news')).toBe(0);
    } finally {
      await after.close();
    }
  });

  it('adds nothing when SEED_DEMO is false', async () => {
    const t = await start(false);
    try {
      expect(await count(t, 'programs')).toBe(0);
      expect(await count(t, 'app_state')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

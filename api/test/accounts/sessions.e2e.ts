import { createHash } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';
import { image } from '../support/images';
import { waitFor } from '../support/mail';
import { passwordStep, userWithTwoFactor } from '../support/two-factor';

interface SessionItem {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
}

describe('the session list', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  /** A user signed in from `count` browsers, each with its own user agent. */
  const signedInTwice = async (username: string, count = 2) => {
    const id = await t.createUser({ username, password: 'secret-1', role: 'editor' });
    const agents: TestAgent[] = [];
    for (let i = 0; i < count; i++) {
      const agent = t.agent();
      await agent.post('/api/login').set('User-Agent', `Browser ${i}`).send({ username, password: 'secret-1' });
      agents.push(agent);
    }
    return { id, agents };
  };

  it("lists the caller's sessions with when, where and which browser, the current one marked", async () => {
    const { agents } = await signedInTwice('s-list');
    const res = await agents[1].get('/api/user/sessions');
    expect(res.status).toBe(200);
    const items = res.body as SessionItem[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Browser 1']);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent']);
      expect(item.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(item.createdAt)).not.toBeNaN();
    }
  });

  it('lists the most recently seen first', async () => {
    const { id, agents } = await signedInTwice('s-order');
    await t.sql(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{lastSeenAt}', '1')::json WHERE sess -> 'passport' ->> 'user' = $1 AND sess ->> 'userAgent' = 'Browser 1'`,
      [id],
    );
    const items = (await agents[1].get('/api/user/sessions')).body as SessionItem[];
    expect(items.map((s) => s.userAgent)).toEqual(['Browser 0', 'Browser 1']);
  });

  it('gives each session an opaque id: the first 32 hex characters of the SHA-256 of the session id, never the cookie', async () => {
    const { id, agents } = await signedInTwice('s-ids', 1);
    const [{ sid }] = await t.sql<{ sid: string }>(`SELECT sid FROM session WHERE sess -> 'passport' ->> 'user' = $1`, [id]);
    const [item] = (await agents[0].get('/api/user/sessions')).body as SessionItem[];
    expect(item.id).toBe(createHash('sha256').update(sid).digest('hex').slice(0, 32));
    expect(item.id).not.toContain(sid);
  });

  it('cuts the user agent to 500 characters', async () => {
    await t.createUser({ username: 's-long-ua', password: 'secret-1', role: 'editor' });
    const agent = t.agent();
    await agent.post('/api/login').set('User-Agent', 'x'.repeat(900)).send({ username: 's-long-ua', password: 'secret-1' });
    const [item] = (await agent.get('/api/user/sessions')).body as SessionItem[];
    expect(item.userAgent).toHaveLength(500);
  });

  it('leaves pending two-factor sign-ins out of the list', async () => {
    const user = await userWithTwoFactor(t, 's-pending');
    await passwordStep(t, user);
    const items = (await user.agent.get('/api/user/sessions')).body as SessionItem[];
    expect(items).toHaveLength(1);
  });

  it('ends another session: its cookie then gets 401, and the answer is its id', async () => {
    const { agents } = await signedInTwice('s-end-one');
    const other = ((await agents[1].get('/api/user/sessions')).body as SessionItem[]).find((s) => !s.current)!;
    const res = await agents[1].delete(`/api/user/sessions/${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: other.id });
    expect((await agents[0].get('/api/user')).status).toBe(401);
    expect((await agents[1].get('/api/user')).status).toBe(200);
  });

  it('signs out when the current session is ended', async () => {
    const { agents } = await signedInTwice('s-end-self', 1);
    const [mine] = (await agents[0].get('/api/user/sessions')).body as SessionItem[];
    expect((await agents[0].delete(`/api/user/sessions/${mine.id}`)).status).toBe(200);
    expect((await agents[0].get('/api/user')).status).toBe(401);
  });

  it.each(['0'.repeat(32), 'not-an-id', '%27%20OR%201%3D1'])(
    "answers 404 to an id that is not one of the caller's sessions (%s)",
    async (id) => {
      const { agents } = await signedInTwice(`s-404-${id.length}`, 1);
      expect((await agents[0].delete(`/api/user/sessions/${id}`)).status).toBe(404);
    },
  );

  it("answers 404 to another user's session id", async () => {
    const a = await signedInTwice('s-owner-a', 1);
    const b = await signedInTwice('s-owner-b', 1);
    const [theirs] = (await a.agents[0].get('/api/user/sessions')).body as SessionItem[];
    expect((await b.agents[0].delete(`/api/user/sessions/${theirs.id}`)).status).toBe(404);
    expect((await a.agents[0].get('/api/user')).status).toBe(200);
  });

  it('ends every other session and keeps the current one', async () => {
    const { id, agents } = await signedInTwice('s-others', 3);
    const res = await agents[2].post('/api/user/sessions/end-others').send({});
    expect(res.body).toEqual({ ended: 2 });
    expect((await agents[0].get('/api/user')).status).toBe(401);
    expect((await agents[1].get('/api/user')).status).toBe(401);
    expect((await agents[2].get('/api/user')).status).toBe(200);
    const [entry] = await waitFor(async () => {
      const rows = await t.sql<{ entity: string; changes: unknown }>(
        `SELECT * FROM audit_log WHERE action = 'sessions-end' AND entity_id = $1`,
        [id],
      );
      return rows.length ? rows : undefined;
    });
    expect(entry).toMatchObject({ entity: 'users', changes: { ended: 2 } });
  });

  it('lets an administrator end every session of a user, pending sign-ins included', async () => {
    const user = await userWithTwoFactor(t, 's-admin-end');
    const pending = await passwordStep(t, user);
    const res = await admin.delete(`/api/admin/users/${user.id}/sessions`);
    expect(res.body).toEqual({ ended: 2 });
    expect((await user.agent.get('/api/user')).status).toBe(401);
    expect((await pending.post('/api/login/2fa').send({ code: await user.auth.next() })).status).toBe(401);
  });

  it('keeps a session ended while a slow upload on it is in flight ended: its cookie answers 401 after the upload', async () => {
    await t.createUser({ username: 's-slow-upload', password: 'secret-1', role: 'admin' });
    const uploader = await t.signIn('s-slow-upload', 'secret-1');
    const other = await t.signIn('s-slow-upload', 'secret-1');
    // Seen long ago: the upload's request renews lastSeenAt, so it saves its session when it ends.
    await t.sql(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{lastSeenAt}', '1')::json WHERE sess -> 'passport' ->> 'user' IS NOT NULL`,
    );
    await t.sql('BEGIN');
    let uploading: Promise<{ status: number }> | undefined;
    try {
      // The upload is held at its first write to the library until this transaction ends.
      await t.sql('LOCK TABLE uploads IN EXCLUSIVE MODE');
      uploading = uploader
        .post('/api/admin/uploads')
        .attach('file', await image('png'), { filename: 'slow.png' })
        .then((res) => res);
      await waitFor(async () =>
        (
          await t.sql(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          )
        ).length
          ? true
          : undefined,
      );
      expect((await other.post('/api/user/sessions/end-others').send({})).body).toEqual({ ended: 1 });
    } finally {
      await t.sql('COMMIT');
    }
    expect((await uploading!).status).toBe(201);
    expect((await uploader.get('/api/user')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(200);
  });

  it("refuses to end a user's sessions to an editor with 403", async () => {
    const { id, agents } = await signedInTwice('s-editor-403', 1);
    expect((await agents[0].delete(`/api/admin/users/${id}/sessions`)).status).toBe(403);
  });
});

// `npm run bench:publish` (after `npm run build`): publishing a news item with 5,000 subscribers
// of its category against publishing it with none, in one run (docs/behaviour.md, E-mail
// subscriptions: a publish answers as fast whatever the number of subscribers; its mails are
// queued in the background and sent by the queue). See README.md (Publishing with subscribers).
//
// Two copies of the built app, each on its own throwaway database, started alike with
// MAIL_BULK_RATE=0 (they queue the mails on publish and send none, so no sending competes with the
// measured requests): **none** has no subscriber, **5000** has 5,000 confirmed subscribers of
// Results inserted by one SQL statement. In turn, BENCH_PUBLISH_ROUNDS times, each publishes one
// Results item (`POST /api/admin/news` with status published) and the time to its answer is
// taken; after each, until the next, the bench waits for the item's mails to be queued (5,000
// rows, or none), so every publish meets an idle server. Printed: p50 and p90 of each, the ratio
// 5000 ÷ none, and the time the 5,000 mails took to be queued. Results under `publish` in
// bench/results.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { database, signIn, startApp } from './processes.mjs';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results.json');
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 30);
const SUBSCRIBERS = 5000;

const ARTICLE = {
  title: 'Skill test results',
  excerpt: 'The results of the skill test are out.',
  content: 'The results of the skill test held this month are out: see the list at the office.',
  category: 'result',
  status: 'published',
};

async function site(subscribers) {
  const db = await database();
  const app = await startApp(db.url, { env: { MAIL_BULK_RATE: '0' } });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  if (subscribers > 0) {
    await sql.query(
      `INSERT INTO subscribers (email, categories, locale, confirmed_at, manage_token_hash)
       SELECT 'reader' || i || '@bulk.test', ARRAY['result'], CASE WHEN i % 2 = 0 THEN 'ne' ELSE 'en' END, now(),
              decode(md5('bench' || i), 'hex')
       FROM generate_series(1, $1) AS i`,
      [subscribers],
    );
  }
  const cookie = await signIn(app);
  return { db, app, sql, cookie, subscribers, times: [], queued: [] };
}

/** Publishes one item; answers the time to the answer (ms) and the item's id. */
async function publish(s, n) {
  const start = performance.now();
  const res = await fetch(`${s.app.url}/api/admin/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, origin: s.app.url },
    body: JSON.stringify({ ...ARTICLE, title: `${ARTICLE.title} ${n}` }),
  });
  const ms = performance.now() - start;
  if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return { ms, id: (await res.json()).id, start };
}

/** Waits until the item's mails are queued (its announcement written); answers when, in ms from `start`. */
async function queued(s, id, start) {
  for (;;) {
    const { rows } = await s.sql.query(
      `SELECT (SELECT count(*)::int FROM news_announcements WHERE news_id = $1) AS announced,
              (SELECT count(*)::int FROM subscription_mails WHERE news_id = $1) AS mails`,
      [id],
    );
    if (rows[0].announced === 1 && rows[0].mails === s.subscribers) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (ms) => Math.round(ms * 10) / 10;

const sites = [await site(0), await site(SUBSCRIBERS)];
try {
  for (let n = 0; n < ROUNDS; n++) {
    for (const s of n % 2 === 0 ? sites : [...sites].reverse()) {
      const { ms, id, start } = await publish(s, n);
      s.times.push(ms);
      s.queued.push(await queued(s, id, start));
    }
  }
  const [none, many] = sites.map((s) => ({
    subscribers: s.subscribers,
    p50: round(percentile(s.times, 0.5)),
    p90: round(percentile(s.times, 0.9)),
    queuedP50: round(percentile(s.queued, 0.5)),
  }));
  const result = {
    machine: `${cpus().length} × ${cpus()[0].model}, load ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
    rounds: ROUNDS,
    none,
    many,
    ratioP50: round(many.p50 / none.p50),
    ratioP90: round(many.p90 / none.p90),
  };
  console.log(`publish, ${ROUNDS} rounds (${result.machine})`);
  console.log(`  subscribers  answer p50  answer p90  mails queued p50 (from the request)`);
  for (const r of [none, many])
    console.log(
      `  ${String(r.subscribers).padStart(11)}  ${String(r.p50).padStart(8)} ms ${String(r.p90).padStart(8)} ms  ${r.queuedP50} ms`,
    );
  console.log(`  5000 ÷ none: p50 ${result.ratioP50}×, p90 ${result.ratioP90}×`);
  const all = JSON.parse(readFileSync(RESULTS, 'utf8'));
  writeFileSync(RESULTS, `${JSON.stringify({ ...all, publish: result }, null, 2)}\n`);
} finally {
  for (const s of sites) {
    await s.sql.end();
    await s.app.stop();
    await s.db.drop();
  }
}

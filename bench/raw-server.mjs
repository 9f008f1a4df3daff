// The baseline of `npm run bench`: a minimal node:http + pg server answering the public reads the
// app answers, from the same database with the same queries (and indexes), with nothing else:
// no framework, no middleware, no cache. `node bench/raw-server.mjs` with DATABASE_URL and PORT.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

// Verification's statements are the built app's own texts (api/dist, built before a bench): the
// per-IP counter and the lookup that counts the number's failures (docs/behaviour.md, Rate limits).
const require = createRequire(import.meta.url);
const { COUNT_HIT, storedKey } = require('../api/dist/throttling/pg-throttler-storage.js');
const { VERIFY } = require('../api/dist/certificates/certificates.service.js');
/** The app's verification limits as the bench runs it (processes.mjs: RATE_LIMIT_FACTOR 100000; VERIFY_MAX_FAILURES 10). */
const PER_IP = { limit: 20 * 100_000, windowMs: 15 * 60 * 1000 };
const MAX_FAILURES = 10;
// The product's words (libs/shared, built with the app).
const { AUTH_MESSAGES, CERTIFICATE_VERIFY_MESSAGES } = require('@institute/shared');
const TOO_MANY = { statusCode: 429, error: AUTH_MESSAGES.tooManyAttempts };
const NOT_VERIFIED = { statusCode: 404, error: CERTIFICATE_VERIFY_MESSAGES.failed, success: false };
const VERIFIED = (certificate) => ({ success: true, certificate, message: CERTIFICATE_VERIFY_MESSAGES.verified });

/** The earlier baseline (`x-bench-raw: lookup-only`): the lookup alone, without the limits the product must keep. */
async function lookupOnly(certificateNumber, dateOfBirth) {
  const { rows } = await pool.query(
    `SELECT name, father_name, course_taken, duration, training_date, certificate_number, is_donor_funded, project_office_name
     FROM certificates WHERE lower(certificate_number) = lower($1) AND date_of_birth = $2`,
    [certificateNumber, dateOfBirth],
  );
  if (!rows[0]) return { status: 404, body: NOT_VERIFIED };
  return { body: VERIFIED(camel(rows[0])) };
}

// Dates stay 'YYYY-MM-DD' text, as the app answers them.
pg.types.setTypeParser(1082, (v) => v);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const camel = (row) => {
  const out = {};
  for (const [k, v] of Object.entries(row)) out[k.replace(/_([a-z])/g, (_, c) => c.toUpperCase())] = v;
  return out;
};

const NEWS_COLUMNS = `n.id, n.title, n.slug, n.excerpt, n.category, n.image_urls, n.status, n.priority, n.published_at,
  n.deadline_date, n.author_id, n.created_at, n.updated_at`;
const AUTHOR = `CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'username', u.username) END AS author`;
const PUBLISHED = `n.status = 'published' AND n.published_at <= now()`;
const NEWEST = `ORDER BY n.published_at DESC, n.created_at DESC`;
const likeEscape = (t) => t.replace(/[\\%_]/g, (c) => '\\' + c);

async function newsPage(params) {
  const where = [PUBLISHED];
  const values = [];
  if (params.get('category')) where.push(`n.category = $${values.push(params.get('category'))}`);
  if (params.get('q')) {
    const i = values.push(`%${likeEscape(params.get('q').trim())}%`);
    where.push(`(n.title ILIKE $${i} OR n.excerpt ILIKE $${i} OR n.content ILIKE $${i})`);
  }
  const limit = Number(params.get('limit') ?? 20);
  const offset = Number(params.get('offset') ?? 0);
  const [rows, count] = await Promise.all([
    pool.query(
      `SELECT ${NEWS_COLUMNS}, ${AUTHOR} FROM news n LEFT JOIN users u ON u.id = n.author_id WHERE ${where.join(' AND ')} ${NEWEST} LIMIT ${limit} OFFSET ${offset}`,
      values,
    ),
    pool.query(`SELECT count(*)::int AS n FROM news n WHERE ${where.join(' AND ')}`, values),
  ]);
  return { body: rows.rows.map(camel), headers: { 'x-total-count': String(count.rows[0].n) } };
}

const routes = {
  async 'GET /api/news'(params) {
    if (['limit', 'offset', 'q', 'category'].some((k) => params.get(k))) return newsPage(params);
    const { rows } = await pool.query(
      `SELECT ${NEWS_COLUMNS}, n.content, ${AUTHOR} FROM news n LEFT JOIN users u ON u.id = n.author_id WHERE ${PUBLISHED} ${NEWEST}`,
    );
    return { body: rows.map(camel) };
  },
  async 'GET /api/news/counts'(params) {
    const values = [];
    let search = '';
    if (params.get('q')) {
      values.push(`%${likeEscape(params.get('q').trim())}%`);
      search = ' AND (n.title ILIKE $1 OR n.excerpt ILIKE $1 OR n.content ILIKE $1)';
    }
    const { rows } = await pool.query(
      `SELECT n.category, count(*)::int AS n FROM news n WHERE ${PUBLISHED}${search} GROUP BY n.category`,
      values,
    );
    const counts = { all: 0, news: 0, notice: 0, result: 0 };
    for (const r of rows) {
      counts[r.category] = r.n;
      counts.all += r.n;
    }
    return { body: counts };
  },
  async 'GET /api/news/:slug'(_params, slug) {
    const { rows } = await pool.query(
      `SELECT ${NEWS_COLUMNS}, n.content, ${AUTHOR} FROM news n LEFT JOIN users u ON u.id = n.author_id WHERE ${PUBLISHED} AND n.slug = $1 ${NEWEST}`,
      [slug.toLowerCase()],
    );
    return rows[0] ? { body: camel(rows[0]) } : { status: 404, body: { statusCode: 404, error: 'News article not found' } };
  },
  async 'GET /api/programs'() {
    const { rows } = await pool.query(`SELECT * FROM programs WHERE is_active ORDER BY display_order ASC, created_at DESC`);
    return { body: rows.map(camel) };
  },
  async 'GET /api/site-settings'() {
    const { rows } = await pool.query(`SELECT * FROM site_settings ORDER BY key ASC`);
    return { body: rows.map(camel) };
  },
  /**
   * The work the product must do for a verification, done by hand: count the IP's try (the
   * throttler's statement), look the certificate up counting a failure of the number, and refuse
   * past either limit.
   */
  async 'POST /api/certificates/verify'(_params, _slug, body, req) {
    const { certificateNumber, dateOfBirth } = JSON.parse(body);
    if (req.headers['x-bench-raw'] === 'lookup-only') return lookupOnly(certificateNumber, dateOfBirth);
    // The address as the app reads it with TRUST_PROXY (one proxy: the last of X-Forwarded-For).
    const ip = req.headers['x-forwarded-for']?.split(',').at(-1).trim() ?? req.socket.remoteAddress;
    const hitKey = storedKey('default', `per-ip-certificateVerify-default|${ip}`);
    const [hit] = (await pool.query(COUNT_HIT, [hitKey, PER_IP.windowMs, PER_IP.limit, PER_IP.windowMs])).rows;
    if (hit.blocked_for > 0) return { status: 429, body: TOO_MANY };
    const failuresKey = storedKey('verifyNumber', certificateNumber);
    // The lookup counts a failure itself and answers the failures before this try.
    const [row] = (await pool.query(VERIFY, [certificateNumber, dateOfBirth, failuresKey, 60 * 60 * 1000])).rows;
    if ((row.failuresBefore ?? 0) >= MAX_FAILURES) return { status: 429, body: TOO_MANY };
    if (row.certificateNumber === null) return { status: 404, body: NOT_VERIFIED };
    const { failuresBefore: _b, failuresExpireIn: _e, ...certificate } = row;
    return { body: VERIFIED(certificate) };
  },
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://raw');
  let key = `${req.method} ${url.pathname}`;
  let slug;
  if (!routes[key] && req.method === 'GET' && url.pathname.startsWith('/api/news/')) {
    key = 'GET /api/news/:slug';
    slug = decodeURIComponent(url.pathname.slice('/api/news/'.length));
  }
  const route = routes[key];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    route(url.searchParams, slug, body, req).then(
      ({ status = 200, body: answer, headers = {} }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(answer));
      },
      (err) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

import type { DataSource } from 'typeorm';
import { isUuid } from '../common/id';
import { likeEscape } from '../common/list-query';
import { EntityShape, type PlainRoute, poolOf, prepared } from '../common/public-read';
import { User } from '../users/user.entity';
import { parseNewsPageQuery, parseNewsSearch } from './dto/news-page.query';
import { News } from './news.entity';
import { CARD_COLUMNS, forVisitors } from './news.service';

type Row = Record<string, unknown>;

const PUBLISHED = `n.status = 'published' AND n.published_at <= now()`;
const NEWEST = `ORDER BY n.published_at DESC, n.created_at DESC`;
const TAGS = ['news', 'users'];

/**
 * The public news reads in plain SQL (common/public-read.ts): the same rows, columns, order and
 * visitor shape as NewsService's publicNews, publicPage, publicCounts and publicArticle, whose
 * controller still answers a bad parameter (400) and an unknown article (404).
 */
export function plainNewsReads(dataSource: DataSource): PlainRoute[] {
  const pool = poolOf(dataSource);
  const news = new EntityShape(dataSource, dataSource.getMetadata(News));
  const users = new EntityShape(dataSource, dataSource.getMetadata(User));
  const notOnCards = Object.keys(news.metadata.create() as object).filter(
    (key) => news.column(key) && !(CARD_COLUMNS as readonly string[]).includes(key),
  );
  const author = ['id', 'username', 'firstName', 'lastName']
    .map((key) => `u."${users.column(key)!.databaseName}" AS "author.${key}"`)
    .join(', ');
  const from = `FROM news n LEFT JOIN users u ON u.id = n.author_id`;
  const all = `SELECT ${news.select('n')}, ${author} ${from}`;
  const cards = `SELECT ${news.select('n', notOnCards)}, ${author} ${from}`;

  /** The entity TypeORM makes (its author trimmed by News' @AfterLoad), as visitors get it. */
  const visitor = (raw: Row): News => {
    const row = news.hydrate(raw) as unknown as News;
    row.author =
      raw['author.id'] === null || raw['author.id'] === undefined
        ? null
        : {
            firstName: raw['author.firstName'] as string,
            lastName: raw['author.lastName'] as string,
            username: raw['author.username'] as string,
          };
    return forVisitors(row);
  };

  // A search is planned for its own words each time (a plan made for any words may not use the
  // trigram index); the other reads are prepared once.
  const statement = (q: string | undefined, text: string, values: unknown[]) => (q ? { text, values } : prepared(text, values));
  const matching = (where: string[], values: unknown[], page: { q?: string; category?: string }) => {
    if (page.category) where.push(`n.category = $${values.push(page.category)}`);
    if (page.q) {
      const i = values.push(`%${likeEscape(page.q)}%`);
      where.push(`(n.title ILIKE $${i} OR n.excerpt ILIKE $${i} OR n.content ILIKE $${i})`);
    }
  };

  return [
    {
      method: 'GET',
      route: '/api/news',
      path: /^\/api\/news$/,
      tags: TAGS,
      async answer(req) {
        let page;
        try {
          page = parseNewsPageQuery(req.query as Record<string, unknown>);
        } catch {
          return null;
        }
        if (!page) {
          const { rows } = await pool.query<Row>(prepared(`${all} WHERE ${PUBLISHED} ${NEWEST}`));
          return { body: rows.map(visitor) };
        }
        const where = [PUBLISHED];
        const values: unknown[] = [];
        matching(where, values, page);
        const paging = `LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
        const [rows, count] = await Promise.all([
          pool.query<Row>(
            statement(page.q, `${cards} WHERE ${where.join(' AND ')} ${NEWEST} ${paging}`, [...values, page.limit, page.offset]),
          ),
          pool.query<{ n: number }>(statement(page.q, `SELECT count(*)::int AS n FROM news n WHERE ${where.join(' AND ')}`, values)),
        ]);
        return {
          body: rows.rows.map(visitor),
          headers: { 'x-total-count': String(count.rows[0].n), 'access-control-expose-headers': 'X-Total-Count' },
        };
      },
    },
    {
      method: 'GET',
      route: '/api/news/counts',
      path: /^\/api\/news\/counts$/,
      tags: ['news'],
      async answer(req) {
        let q;
        try {
          q = parseNewsSearch(req.query.q);
        } catch {
          return null;
        }
        const where = [PUBLISHED];
        const values: unknown[] = [];
        matching(where, values, { q });
        const { rows } = await pool.query<{ category: 'news' | 'notice' | 'result'; n: number }>(
          statement(q, `SELECT n.category, count(*)::int AS n FROM news n WHERE ${where.join(' AND ')} GROUP BY n.category`, values),
        );
        const counts = { all: 0, news: 0, notice: 0, result: 0 };
        for (const { category, n } of rows) {
          counts[category] = n;
          counts.all += n;
        }
        return { body: counts };
      },
    },
    {
      method: 'GET',
      route: '/api/news/:identifier',
      path: /^\/api\/news\/([^/]+)$/,
      tags: TAGS,
      async answer(_req, _res, [identifier]) {
        if (identifier.length > 100) return null;
        const slug = identifier.toLowerCase();
        // Two parameters, as in NewsService: PostgreSQL types one as uuid and the other as text.
        const { rows } = isUuid(identifier)
          ? await pool.query<Row>(prepared(`${all} WHERE ${PUBLISHED} AND (n.id = $1 OR n.slug = $2) ${NEWEST}`, [slug, slug]))
          : await pool.query<Row>(prepared(`${all} WHERE ${PUBLISHED} AND n.slug = $1 ${NEWEST}`, [slug]));
        return rows[0] ? { body: visitor(rows[0]) } : null;
      },
    },
  ];
}

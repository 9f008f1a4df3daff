import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searching news by any part of its text (the public news page's `q`, the back office's search):
 * trigram indexes, which serve `ILIKE '%text%'`, on title, excerpt and content. pg_trgm ships
 * with PostgreSQL (the embedded server included) and is a trusted extension, so the database's
 * owner may create it.
 */
export class NewsSearch1764600000000 implements MigrationInterface {
  name = 'NewsSearch1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of ['title', 'excerpt', 'content']) {
      await q.query(`CREATE INDEX news_${column}_trgm_idx ON news USING gin (${column} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['title', 'excerpt', 'content']) await q.query(`DROP INDEX news_${column}_trgm_idx`);
  }
}

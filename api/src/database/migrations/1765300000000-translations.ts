import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Nepali side of the translatable content (docs/api.md, Languages): one `translations` jsonb
 * column per table, `{ "ne": { "<field>": "…" } }`, read with the row, so a public read in
 * Nepali is the same one-table query as in English. The news search finds Nepali words through a
 * trigram index on the Nepali title, excerpt and content together.
 */
const TABLES = [
  'news',
  'programs',
  'projects',
  'hero_slides',
  'team_members',
  'downloads',
  'statistics',
  'about_contents',
  'site_settings',
];

/**
 * The Nepali text the news search reads (NewsService, nepaliText). Written out here, as a
 * migration is history and never changes with the code; the search repeats it exactly, so that
 * PostgreSQL uses this index.
 */
const NEWS_NEPALI_TEXT = `(coalesce(translations->'ne'->>'title', '') || ' ' || coalesce(translations->'ne'->>'excerpt', '') || ' ' || coalesce(translations->'ne'->>'content', ''))`;

export class Translations1765300000000 implements MigrationInterface {
  name = 'Translations1765300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`CREATE INDEX news_nepali_trgm_idx ON news USING gin (${NEWS_NEPALI_TEXT} gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX news_nepali_trgm_idx`);
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN translations`);
  }
}

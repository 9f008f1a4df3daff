import type { MigrationInterface, QueryRunner } from 'typeorm';

/** News; the records addressed by a key (statistics, about sections, site settings); installation state. */
export class NewsAndKeyed1764300000000 implements MigrationInterface {
  name = 'NewsAndKeyed1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE news (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        slug varchar(100) NOT NULL,
        content text NOT NULL,
        excerpt text NOT NULL,
        category varchar(20) NOT NULL DEFAULT 'news' CHECK (category IN ('news', 'notice', 'result')),
        image_urls jsonb NOT NULL DEFAULT '[]',
        status varchar(20) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        priority varchar(20) NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
        published_at timestamptz,
        deadline_date timestamptz,
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX news_slug_key ON news (slug)`);
    // The public lists: everything published, or one category, newest first.
    await q.query(`CREATE INDEX news_published_idx ON news (published_at DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX news_category_published_idx ON news (category, published_at DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX news_author_idx ON news (author_id)`);

    await q.query(`
      CREATE TABLE statistics (
        key varchar(100) PRIMARY KEY,
        value varchar(100) NOT NULL,
        label varchar(200) NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE about_contents (
        section varchar(20) PRIMARY KEY CHECK (section IN ('about', 'vision', 'mission', 'history')),
        title varchar(200) NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE site_settings (
        key varchar(50) PRIMARY KEY,
        value text NOT NULL,
        type varchar(20) NOT NULL DEFAULT 'text',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Facts about this installation, e.g. when the demo content was considered (seed/demo-seed.ts).
    await q.query(`
      CREATE TABLE app_state (
        key varchar(100) PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_state`);
    await q.query(`DROP TABLE site_settings`);
    await q.query(`DROP TABLE about_contents`);
    await q.query(`DROP TABLE statistics`);
    await q.query(`DROP TABLE news`);
  }
}

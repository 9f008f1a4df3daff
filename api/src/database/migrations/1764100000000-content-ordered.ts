import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ordered public records: team members, donors, programs, hero slides. */
export class ContentOrdered1764100000000 implements MigrationInterface {
  name = 'ContentOrdered1764100000000';

  async up(q: QueryRunner): Promise<void> {
    const common = `
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      display_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()`;
    await q.query(`
      CREATE TABLE team_members (${common},
        name varchar(200) NOT NULL,
        position varchar(200) NOT NULL,
        qualification varchar(200),
        email varchar(254),
        phone varchar(50),
        bio text,
        photo_url varchar(2048),
        linkedin_url varchar(2048)
      )`);
    await q.query(`
      CREATE TABLE donors (${common},
        name varchar(200) NOT NULL,
        logo_url varchar(2048),
        website_url varchar(2048),
        description text
      )`);
    await q.query(`
      CREATE TABLE programs (${common},
        title varchar(200) NOT NULL,
        description text NOT NULL,
        category varchar(100) NOT NULL,
        duration varchar(100) NOT NULL,
        image_url varchar(2048),
        curriculum_file varchar(2048),
        noss_file varchar(2048),
        requirements text,
        certification varchar(200)
      )`);
    await q.query(`
      CREATE TABLE hero_slides (${common},
        title varchar(200) NOT NULL,
        subtitle varchar(500),
        image varchar(2048) NOT NULL,
        cta_text varchar(100),
        cta_link varchar(2048)
      )`);
    // The public lists read active rows in display order, newest first among equals.
    for (const table of ['team_members', 'donors', 'programs', 'hero_slides']) {
      await q.query(`CREATE INDEX ${table}_order_idx ON ${table} (display_order, created_at DESC) WHERE is_active`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['hero_slides', 'programs', 'donors', 'team_members']) await q.query(`DROP TABLE ${table}`);
  }
}

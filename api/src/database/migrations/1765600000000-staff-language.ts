import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each staff member's language of the back office (docs/back-office.md, Languages): English until they choose नेपाली. */
export class StaffLanguage1765600000000 implements MigrationInterface {
  name = 'StaffLanguage1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN locale varchar(2) NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ne'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN locale`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library: one row per uploaded file (docs/api.md, Media library). Files stored before
 * this table existed are recorded when the API starts (uploads/uploads.service.ts), since the
 * uploads folder (DATA_DIR) is the app's configuration, which a migration does not read.
 */
export class Uploads1765000000000 implements MigrationInterface {
  name = 'Uploads1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        stored_name varchar(300) NOT NULL,
        original_name varchar(255) NOT NULL,
        mime_type varchar(100) NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uploads_stored_name_key ON uploads (stored_name)`);
    await q.query(`CREATE INDEX uploads_created_idx ON uploads (created_at DESC)`);
    await q.query(`CREATE INDEX uploads_uploaded_by_idx ON uploads (uploaded_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE uploads`);
  }
}

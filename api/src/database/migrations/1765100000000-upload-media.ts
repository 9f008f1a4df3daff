import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media pipeline's columns (docs/api.md, Media library): an image's real size and its
 * variants, and where its cleaning stands. Rows already there are `pending`: the files stored
 * before the pipeline are cleaned in place at the next start (uploads/media-backfill.ts), which
 * a migration cannot do (the store is the app's configuration).
 */
export class UploadMedia1765100000000 implements MigrationInterface {
  name = 'UploadMedia1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE uploads
        ADD COLUMN width integer CHECK (width > 0),
        ADD COLUMN height integer CHECK (height > 0),
        ADD COLUMN variants jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN media_state varchar(10) NOT NULL DEFAULT 'pending' CHECK (media_state IN ('pending', 'done', 'failed')),
        ADD COLUMN media_claimed_at timestamptz`);
    await q.query(`CREATE INDEX uploads_pending_idx ON uploads (created_at) WHERE media_state = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uploads_pending_idx`);
    await q.query(
      `ALTER TABLE uploads DROP COLUMN width, DROP COLUMN height, DROP COLUMN variants, DROP COLUMN media_state, DROP COLUMN media_claimed_at`,
    );
  }
}

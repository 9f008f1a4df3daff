import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Earlier uploads are no longer cleaned in place but moved to a new URL, and those that cannot be
 * cleaned are set aside (docs/api.md, Uploads stored before the pipeline). The rows the earlier
 * backfill took (it claimed each one, so `media_claimed_at` is set; an upload's own row never has
 * it) are taken again at the next start: an image it cleaned in place still has the URL the
 * original was served under, and a file it could not clean is still in the served folder.
 */
export class MediaNewUrls1765500000000 implements MigrationInterface {
  name = 'MediaNewUrls1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE uploads SET media_state = 'pending', media_claimed_at = NULL
       WHERE media_claimed_at IS NOT NULL
         AND (media_state = 'failed' OR (media_state = 'done' AND mime_type LIKE 'image/%'))`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the rows taken again are settled by the backfill, as before.
  }
}

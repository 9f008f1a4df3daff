import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts at ASVS level 2 (docs/api.md, Two-factor sign-in and Revisions): a TOTP
 * secret (pending until enabled), the last accepted time step (no replay), recovery codes
 * stored as argon2id hashes, and the revisions of the texts staff edit most.
 */
export class Accounts1765200000000 implements MigrationInterface {
  name = 'Accounts1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN two_factor_secret varchar(64),
        ADD COLUMN two_factor_pending_secret varchar(64),
        ADD COLUMN two_factor_last_step bigint`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash varchar(255) NOT NULL
      )`);
    await q.query(`CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id)`);
    await q.query(`CREATE INDEX session_pending_user_idx ON session (((sess -> 'pendingSignIn' ->> 'userId')))`);
    await q.query(`
      CREATE TABLE revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL,
        resource varchar(50) NOT NULL,
        record_id varchar(100) NOT NULL,
        action varchar(20) NOT NULL CHECK (action IN ('create', 'update', 'restore')),
        data jsonb NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        username varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        restored_from uuid
      )`);
    await q.query(`CREATE INDEX revisions_record_idx ON revisions (resource, record_id, created_at DESC, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE revisions`);
    await q.query(`DROP INDEX session_pending_user_idx`);
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`
      ALTER TABLE users
        DROP COLUMN two_factor_enabled, DROP COLUMN two_factor_secret,
        DROP COLUMN two_factor_pending_secret, DROP COLUMN two_factor_last_step`);
  }
}

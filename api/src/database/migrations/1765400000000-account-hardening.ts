import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account hardening (docs/behaviour.md, Two-factor sign-in and Sessions): wrong second factors
 * counted per account, in the hour and in a row; TOTP secrets sealed at rest (longer than the base32 text they replace; the
 * app seals the secrets stored before at its start); a keyed lookup beside each recovery code's
 * argon2id hash; and sessions ended by a mark the store's save never clears.
 */
export class AccountHardening1765400000000 implements MigrationInterface {
  name = 'AccountHardening1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN factor_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN factor_failures_since timestamptz,
        ADD COLUMN factor_failures_in_a_row integer NOT NULL DEFAULT 0,
        ALTER COLUMN two_factor_secret TYPE varchar(200),
        ALTER COLUMN two_factor_pending_secret TYPE varchar(200)`);
    await q.query(`ALTER TABLE recovery_codes ADD COLUMN code_lookup varchar(64)`);
    await q.query(`CREATE INDEX recovery_codes_lookup_idx ON recovery_codes (user_id, code_lookup)`);
    await q.query(`ALTER TABLE session ADD COLUMN ended_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE session DROP COLUMN ended_at`);
    await q.query(`DROP INDEX recovery_codes_lookup_idx`);
    await q.query(`ALTER TABLE recovery_codes DROP COLUMN code_lookup`);
    await q.query(`ALTER TABLE users DROP COLUMN factor_failures, DROP COLUMN factor_failures_since, DROP COLUMN factor_failures_in_a_row`);
  }
}

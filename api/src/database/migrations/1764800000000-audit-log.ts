import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log: one row per staff action, never changed or deleted by the app. */
export class AuditLog1764800000000 implements MigrationInterface {
  name = 'AuditLog1764800000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign key to users: an entry outlives the account it names (its username is kept).
    await q.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        user_id uuid,
        username varchar(100),
        action varchar(40) NOT NULL,
        entity varchar(60),
        entity_id varchar(200),
        ip varchar(64),
        changes jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}

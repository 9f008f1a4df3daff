import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, password-reset tokens, the session store's table and rate-limit counters. */
export class Foundation1764000000000 implements MigrationInterface {
  name = 'Foundation1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL,
        password_hash varchar(255) NOT NULL,
        email varchar(254),
        first_name varchar(100),
        last_name varchar(100),
        role varchar(20) NOT NULL DEFAULT 'viewer' CHECK (role IN ('admin', 'editor', 'viewer')),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'suspended')),
        permissions text[] NOT NULL DEFAULT '{}',
        last_login_at timestamptz,
        profile_image_url varchar(2048),
        phone varchar(50),
        department varchar(100),
        bio text,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
    // Usernames and e-mails are unique regardless of case: "Admin" and "admin" are one person.
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        is_used boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
    // connect-pg-simple's schema; its own table creation stays off.
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expire_idx ON session (expire)`);
    await q.query(`CREATE INDEX session_user_idx ON session (((sess -> 'passport' ->> 'user')))`);
    // Rate-limit counters shared by every API process (@nestjs/throttler's storage).
    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(300) PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
    await q.query(`DROP TABLE session`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE users`);
  }
}

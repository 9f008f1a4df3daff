import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What visitors send: contact messages and training applications. */
export class Submissions1764500000000 implements MigrationInterface {
  name = 'Submissions1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(50),
        subject varchar(100) NOT NULL,
        message varchar(5000) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'replied')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The inbox: newest first, often narrowed to one status (the Unread count).
    await q.query(`CREATE INDEX contact_messages_status_created_idx ON contact_messages (status, created_at DESC)`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);

    await q.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(50) NOT NULL,
        address varchar(500),
        program varchar(200) NOT NULL,
        education varchar(50),
        experience varchar(50),
        motivation varchar(5000),
        notes varchar(5000),
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        applied_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX applications_status_applied_idx ON applications (status, applied_at DESC)`);
    await q.query(`CREATE INDEX applications_applied_idx ON applications (applied_at DESC)`);
    await q.query(`CREATE INDEX applications_reviewed_by_idx ON applications (reviewed_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE applications`);
    await q.query(`DROP TABLE contact_messages`);
  }
}

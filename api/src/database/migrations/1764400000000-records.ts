import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Downloads, projects and certificates. */
export class Records1764400000000 implements MigrationInterface {
  name = 'Records1764400000000';

  async up(q: QueryRunner): Promise<void> {
    // file_name holds at most what was typed (2048) or the URL's last segment, never longer than the URL.
    await q.query(`
      CREATE TABLE downloads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text,
        category varchar(20) NOT NULL CHECK (category IN ('curriculum', 'noss', 'resources')),
        file_url varchar(2048) NOT NULL,
        file_name varchar(2048) NOT NULL,
        file_size bigint NOT NULL DEFAULT 0 CHECK (file_size >= 0),
        download_count integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Downloads have no display order: the public list is the active ones, newest first.
    await q.query(`CREATE INDEX downloads_public_idx ON downloads (created_at DESC) WHERE is_active`);
    await q.query(`CREATE INDEX downloads_uploaded_by_idx ON downloads (uploaded_by)`);

    await q.query(`
      CREATE TABLE projects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text,
        implementing_agency varchar(200),
        funding_agency varchar(200),
        implementation_duration varchar(100) NOT NULL,
        start_date date,
        end_date date,
        occupations jsonb NOT NULL DEFAULT '[]',
        locations jsonb NOT NULL DEFAULT '[]',
        image_url varchar(2048),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ongoing', 'completed', 'cancelled')),
        display_order integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX projects_order_idx ON projects (display_order, created_at DESC) WHERE is_active`);
    await q.query(`CREATE INDEX projects_created_by_idx ON projects (created_by)`);

    await q.query(`
      CREATE TABLE certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        father_name varchar(200) NOT NULL,
        course_taken varchar(200) NOT NULL,
        duration varchar(100) NOT NULL,
        training_date date NOT NULL,
        date_of_birth date NOT NULL,
        certificate_number varchar(100) NOT NULL,
        is_donor_funded boolean NOT NULL DEFAULT false,
        project_office_name varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // 'CERT-1' and 'cert-1' are one number: unique ignoring case. The index also serves verification
    // (lower(number) = lower($1)) and exact searches.
    await q.query(`CREATE UNIQUE INDEX certificates_number_key ON certificates (lower(certificate_number))`);
    // The admin list's default order. Its search is a substring match ('%text%'), which no btree index
    // can serve (pg_trgm is not assumed): it scans, and a certificate table stays small enough for that.
    await q.query(`CREATE INDEX certificates_created_idx ON certificates (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['certificates', 'projects', 'downloads']) await q.query(`DROP TABLE ${table}`);
  }
}

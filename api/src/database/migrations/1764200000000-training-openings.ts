import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrainingOpenings1764200000000 implements MigrationInterface {
  name = 'TrainingOpenings1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE training_openings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        program_id uuid REFERENCES programs(id) ON DELETE SET NULL,
        title varchar(200) NOT NULL,
        description text,
        start_date timestamptz,
        end_date timestamptz,
        application_deadline timestamptz,
        capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
        location varchar(200),
        display_order integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX training_openings_order_idx ON training_openings (display_order, created_at DESC) WHERE is_active`);
    await q.query(`CREATE INDEX training_openings_program_idx ON training_openings (program_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE training_openings`);
  }
}

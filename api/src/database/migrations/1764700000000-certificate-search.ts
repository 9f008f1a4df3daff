import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificate Management's search (part of the name, father's name or number, `ILIKE '%text%'`)
 * served by trigram indexes, so it stays fast at 100,000 certificates (bench/README.md).
 * pg_trgm is created by the news search migration.
 */
export class CertificateSearch1764700000000 implements MigrationInterface {
  name = 'CertificateSearch1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of ['name', 'father_name', 'certificate_number']) {
      await q.query(`CREATE INDEX certificates_${column}_trgm_idx ON certificates USING gin (${column} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['name', 'father_name', 'certificate_number']) await q.query(`DROP INDEX certificates_${column}_trgm_idx`);
  }
}

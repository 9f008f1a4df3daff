import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CERTIFICATE_IMPORT_MESSAGES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_RULES,
  collectErrors,
  type ImportRowError,
  VERIFIED_CERTIFICATE_FIELDS,
  type VerifiedCertificate,
} from '@institute/shared';
import { type DeepPartial, Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { ValidationFailed } from '../common/http-exception.filter';
import { Statements } from '../database/statements';
import { countHitWhen, runningWindow } from '../throttling/pg-throttler-storage';
import { Certificate } from './certificate.entity';
import type { CheckedImport } from './certificate-import';
import type { CertificatePageQuery } from './dto/certificate-page.dto';
import type { CertificateDto, VerifyCertificateDto } from './dto/certificate.dto';

/**
 * One row, always: the fields of VERIFIED_CERTIFICATE_FIELDS as the entity answers them (the
 * training date as 'YYYY-MM-DD'), null when no certificate matches, and the failures of the number
 * ($3, the counter's stored key; $4 its window in ms) counted before this try, with the seconds
 * left in their window (null when none runs). A try that matches no certificate is counted as a
 * failure by this same statement, atomically (an increment that answers the new count), so
 * parallel tries each get their own count and no more of them than the ceiling can pass it; a
 * verified try is not counted and reads the failures committed before it
 * (docs/behaviour.md, Rate limits). Also run by the bench's baseline (bench/raw-server.mjs),
 * which reads it from the build.
 * @public
 */
export const VERIFY = `WITH found AS (
      SELECT c.name, c.father_name AS "fatherName", c.course_taken AS "courseTaken", c.duration,
             to_char(c.training_date, 'YYYY-MM-DD') AS "trainingDate", c.certificate_number AS "certificateNumber",
             c.is_donor_funded AS "isDonorFunded", c.project_office_name AS "projectOfficeName"
        FROM certificates c WHERE lower(c.certificate_number) = lower($1) AND c.date_of_birth = $2 LIMIT 1
    ), failure AS (${countHitWhen('$3', '$4', 'NOT EXISTS (SELECT 1 FROM found)')})
  SELECT found.*, coalesce(failure.hits - 1, earlier.hits) AS "failuresBefore",
         coalesce(failure.expires_in, earlier.expires_in) AS "failuresExpireIn"
    FROM (SELECT) AS one
    LEFT JOIN found ON true
    LEFT JOIN failure ON true
    LEFT JOIN (${runningWindow('$3')}) AS earlier ON true`;

/** A verification's lookup: the certificate, and the failures counted for its number before this try. */
export interface VerifyLookup {
  certificate: VerifiedCertificate | null;
  failures: { hits: number; expiresIn: number };
}

type VerifyRow = { [K in keyof VerifiedCertificate]: VerifiedCertificate[K] | null } & {
  failuresBefore: number | null;
  failuresExpireIn: number | null;
};

export interface CertificatePage {
  certificates: Certificate[];
  pagination: { total: number; page: number; totalPages: number };
}

@Injectable()
export class CertificatesService extends CrudService<Certificate> {
  constructor(
    @InjectRepository(Certificate) repo: Repository<Certificate>,
    private readonly statements: Statements,
  ) {
    super(repo, {
      ...adminListSpec('certificates', {
        sortable: [
          'name',
          'fatherName',
          'courseTaken',
          'duration',
          'trainingDate',
          'certificateNumber',
          'isDonorFunded',
          'createdAt',
          'updatedAt',
        ],
        searchable: ['name', 'fatherName', 'certificateNumber'],
        filterable: ['isDonorFunded'],
      }),
      notFound: CERTIFICATE_MESSAGES.notFound,
    });
  }

  async page({ page, limit, search, sort }: CertificatePageQuery): Promise<CertificatePage> {
    const { items, total } = await this.list({ q: search, sort, range: [(page - 1) * limit, page * limit - 1], filters: {} });
    return { certificates: items, pagination: { total, page, totalPages: Math.ceil(total / limit) } };
  }

  protected prepare(dto: Partial<CertificateDto>, existing?: Certificate): DeepPartial<Certificate> {
    // An edit may tick Donor Funded or clear the office name alone: the pair it leaves must hold.
    const merged = { ...existing, ...dto };
    const errors = collectErrors(merged, { projectOfficeName: CERTIFICATE_RULES.projectOfficeName });
    if (errors.length) throw new ValidationFailed(errors);
    // The office name belongs to donor-funded certificates only (the form disables it otherwise).
    return merged.isDonorFunded ? dto : { ...dto, projectOfficeName: null };
  }

  /**
   * Imports checked rows (certificate-import.ts) all or nothing: numbers already in the table
   * are more row errors, and while any row has an error nothing is stored. One transaction, so
   * a number taken meanwhile by another write fails the whole file (409), never half of it.
   */
  async import(
    { rows, errors }: CheckedImport,
    dryRun: boolean,
  ): Promise<{ imported: number; errors: ImportRowError[]; dryRun?: true; rows?: number }> {
    const numbers = rows.map((r) => r.certificateNumber.toLowerCase());
    const taken = new Set(
      numbers.length
        ? (
            await this.repo.query('SELECT lower(certificate_number) AS n FROM certificates WHERE lower(certificate_number) = ANY($1)', [
              numbers,
            ])
          ).map((r: { n: string }) => r.n)
        : [],
    );
    const all = [...errors];
    if (taken.size) {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        const n = numbers[i];
        if (taken.has(n) && !seen.has(n)) {
          seen.add(n);
          all.push({ row: r.sourceRow, field: 'certificateNumber', message: CERTIFICATE_IMPORT_MESSAGES.numberTaken });
        }
      });
    }
    all.sort((a, b) => a.row - b.row);
    if (all.length) return { imported: 0, errors: all };
    if (dryRun) return { imported: 0, errors: [], dryRun: true, rows: rows.length };
    await this.repo.manager.transaction(async (m) => {
      for (let i = 0; i < rows.length; i += 500) {
        await m.insert(
          Certificate,
          rows.slice(i, i + 500).map(({ sourceRow: _r, ...row }) => row),
        );
      }
    });
    return { imported: rows.length, errors: [] };
  }

  /**
   * One query matching the number (trimmed by the pipe, case ignored) and the date of birth
   * together: an unknown number and a wrong date take the same path and the same time. It also
   * counts a failure under `failures.key` (the number's counter, FailureCeiling) when nothing
   * matches, and answers the failures before this try, so a verification is one round trip. A
   * prepared statement: verification is the public read no cache can answer.
   */
  async verify(
    { certificateNumber, dateOfBirth }: VerifyCertificateDto,
    failures: { key: string; windowMs: number },
  ): Promise<VerifyLookup> {
    const [row] = await this.statements.rows<VerifyRow>(VERIFY, [certificateNumber, dateOfBirth, failures.key, failures.windowMs]);
    return {
      certificate:
        row.certificateNumber === null
          ? null
          : (Object.fromEntries(VERIFIED_CERTIFICATE_FIELDS.map((key) => [key, row[key]])) as VerifiedCertificate),
      failures: { hits: row.failuresBefore ?? 0, expiresIn: row.failuresExpireIn ?? 0 },
    };
  }
}

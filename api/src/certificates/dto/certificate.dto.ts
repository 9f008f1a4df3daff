import { CERTIFICATE_RULES, CERTIFICATE_VERIFY_RULES, isBlank } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

/** 'YYYY-MM-DD', 10 characters; libs CERTIFICATE_RULES checks the day and its bounds first. */
const DATE_LENGTH = 10;

/**
 * The date of birth is write-only, so the edit form never holds it: a blank one means "keep
 * the stored date". A create without one still fails its required rule.
 */
function blankDateOfBirthKeepsStored(body: Record<string, unknown>): Record<string, unknown> {
  if (!isBlank(body.dateOfBirth)) return body;
  const { dateOfBirth: _blank, ...rest } = body;
  return rest;
}

@Rules(CERTIFICATE_RULES, { normalize: blankDateOfBirthKeepsStored })
export class CertificateDto {
  @Text(LIMITS.name) name: string;
  @Text(LIMITS.name) fatherName: string;
  @Text(LIMITS.name) courseTaken: string;
  @Text(LIMITS.short) duration: string;
  @Text(DATE_LENGTH) trainingDate: string;
  @Text(DATE_LENGTH) dateOfBirth: string;
  @Text(LIMITS.short) certificateNumber: string;
  @Flag() isDonorFunded?: boolean;
  @Text(LIMITS.name, { optional: true }) projectOfficeName?: string | null;
}

/** The verification form's longest values; the lean path (certificate-verify.ts) checks them too. */
const VERIFY_FIELD_LENGTHS = { certificateNumber: LIMITS.short, dateOfBirth: DATE_LENGTH } as const;

/** The public verification form. */
@Rules(CERTIFICATE_VERIFY_RULES)
export class VerifyCertificateDto {
  @Text(VERIFY_FIELD_LENGTHS.certificateNumber) certificateNumber: string;
  @Text(VERIFY_FIELD_LENGTHS.dateOfBirth) dateOfBirth: string;
}

/** `POST /api/admin/certificates/import?dryRun` (docs/api.md, Certificate import): any value but `true` imports. */
export class CertificateImportQueryDto {
  /** true: check the file, store nothing */
  @Transform(({ value }) => value === 'true')
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

import { Flag, LIMITS, Text } from '../../common/fields';

/** 'YYYY-MM-DD', 10 characters; libs CERTIFICATE_RULES checks the day and its bounds first. */
const DATE_LENGTH = 10;

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

/** The public verification form; libs CERTIFICATE_VERIFY_RULES runs first. */
export class VerifyCertificateDto {
  @Text(LIMITS.short) certificateNumber: string;
  @Text(DATE_LENGTH) dateOfBirth: string;
}

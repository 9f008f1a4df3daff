import { formatText } from '../i18n/format.js';
import { CERTIFICATE_MESSAGES, CERTIFICATE_RULES } from './certificate.js';
import { LIMITS } from './limits.js';
import { collectErrors, type FieldError, isBlank } from './validation.js';

/** The columns of a certificate import file, in the template's order (docs/back-office.md, Certificate import). */
export const CERTIFICATE_IMPORT_FIELDS = [
  'name',
  'fatherName',
  'courseTaken',
  'duration',
  'trainingDate',
  'dateOfBirth',
  'certificateNumber',
  'isDonorFunded',
  'projectOfficeName',
] as const;
type CertificateImportField = (typeof CERTIFICATE_IMPORT_FIELDS)[number];

/** A file holds at most this many certificates and bytes. */
export const CERTIFICATE_IMPORT_LIMITS = { maxRows: 5000, maxBytes: 2 * 1024 * 1024 } as const;

/** A day, 'YYYY-MM-DD'. */
const DAY_LENGTH = 10;

/** The longest text each column may hold: the limits the certificates' columns are sized by (api certificate.entity.ts). */
const MAX_LENGTH: Partial<Record<CertificateImportField, number>> = {
  name: LIMITS.name,
  fatherName: LIMITS.name,
  courseTaken: LIMITS.name,
  duration: LIMITS.short,
  trainingDate: DAY_LENGTH,
  dateOfBirth: DAY_LENGTH,
  certificateNumber: LIMITS.short,
  projectOfficeName: LIMITS.name,
};

/** The words of the import's messages made from values (formatText), written once: a reader in another language finds them by code. */
export const CERTIFICATE_IMPORT_TEMPLATES = {
  missingColumns: 'Missing {count, plural, one {column} other {columns}}: {columns}',
  unknownColumns: 'Unknown {count, plural, one {column} other {columns}}: {columns}',
  duplicateInFile: 'Certificate number is also on row {row} of the file',
  tooLong: 'Must be at most {max} characters',
  imported: '{count, plural, one {# certificate} other {# certificates}} imported',
} as const;

export const CERTIFICATE_IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file to import',
  notCsv: 'The file must be a CSV file: UTF-8 text with a header row',
  tooLarge: 'The file is larger than 2 MB',
  tooManyRows: 'A file may hold at most 5,000 certificates',
  noRows: 'The file holds no certificates',
  missingColumns: (columns: readonly string[]) =>
    formatText(CERTIFICATE_IMPORT_TEMPLATES.missingColumns, { count: columns.length, columns: columns.join(', ') }, 'en'),
  unknownColumns: (columns: readonly string[]) =>
    formatText(CERTIFICATE_IMPORT_TEMPLATES.unknownColumns, { count: columns.length, columns: columns.join(', ') }, 'en'),
  duplicateInFile: (row: number) => formatText(CERTIFICATE_IMPORT_TEMPLATES.duplicateInFile, { row }, 'en'),
  numberTaken: CERTIFICATE_MESSAGES.numberTaken,
  invalidFlag: 'isDonorFunded must be true or false',
  tooLong: (max: number) => formatText(CERTIFICATE_IMPORT_TEMPLATES.tooLong, { max }, 'en'),
  imported: (count: number) => formatText(CERTIFICATE_IMPORT_TEMPLATES.imported, { count }, 'en'),
} as const;

/** One error of an import file: its row as a spreadsheet numbers it (the header is row 1). */
export interface ImportRowError extends FieldError {
  row: number;
}

/** A row's values as the import stores them. */
export interface CertificateImportRow {
  name: string;
  fatherName: string;
  courseTaken: string;
  duration: string;
  trainingDate: string;
  dateOfBirth: string;
  certificateNumber: string;
  isDonorFunded: boolean;
  projectOfficeName: string | null;
}

const TRUE = ['true', 'yes', '1'];
const FALSE = ['false', 'no', '0', ''];

/**
 * Checks one row of an import file with Certificate Management's rules and messages; answers
 * the row as stored (texts trimmed, isDonorFunded a flag, the office name only when donor
 * funded), or its errors. Duplicates are the caller's business: they need the whole file and the table.
 */
export function checkCertificateImportRow(
  cells: Partial<Record<string, string>>,
): { row: CertificateImportRow; errors: [] } | { row: null; errors: FieldError[] } {
  const text = (field: CertificateImportField) => (cells[field] ?? '').trim();
  const errors: FieldError[] = [];
  const flag = text('isDonorFunded').toLowerCase();
  const isDonorFunded = TRUE.includes(flag);
  if (!isDonorFunded && !FALSE.includes(flag)) errors.push({ field: 'isDonorFunded', message: CERTIFICATE_IMPORT_MESSAGES.invalidFlag });
  const values = Object.fromEntries(CERTIFICATE_IMPORT_FIELDS.map((f) => [f, text(f)])) as Record<CertificateImportField, string>;
  const ruled = collectErrors({ ...values, isDonorFunded }, CERTIFICATE_RULES);
  for (const field of CERTIFICATE_IMPORT_FIELDS) {
    const ruleError = ruled.find((e) => e.field === field);
    const max = MAX_LENGTH[field];
    if (ruleError) errors.push(ruleError);
    else if (max !== undefined && values[field].length > max) errors.push({ field, message: CERTIFICATE_IMPORT_MESSAGES.tooLong(max) });
  }
  if (errors.length) return { row: null, errors };
  return {
    row: {
      ...values,
      isDonorFunded,
      projectOfficeName: isDonorFunded && !isBlank(values.projectOfficeName) ? values.projectOfficeName : null,
    },
    errors: [],
  };
}

/** The template the back office offers: the header and one example row. */
export const CERTIFICATE_IMPORT_TEMPLATE =
  CERTIFICATE_IMPORT_FIELDS.join(',') +
  '\r\n' +
  ['Sita Sharma', 'Ram Sharma', 'Electrician', '390 hours', '2025-01-15', '2001-04-17', 'CERT-2025-001', 'false', ''].join(',') +
  '\r\n';

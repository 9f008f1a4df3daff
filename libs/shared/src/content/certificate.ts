import { dateOnlyInNepal, dateOnlyRule, isDateOnly } from './dates.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, collectErrors, type FieldError, isBlank, required, type Rule, type RuleTable } from './validation.js';

/** The earliest training date or date of birth a certificate may carry. */
export const CERTIFICATE_MIN_DATE = '1900-01-01';

/** Answers of Certificate Management's calls (a duplicate number is a 409). */
export const CERTIFICATE_MESSAGES = {
  numberTaken: 'Certificate number already exists',
  notFound: 'Certificate not found',
} as const;

/** Texts of the public verification page. */
export const CERTIFICATE_VERIFY_MESSAGES = {
  certificateNumberRequired: REQUIRED_MESSAGES.certificateNumber,
  dateOfBirthRequired: REQUIRED_MESSAGES.dateOfBirth,
  verified: '✓ Certificate verified successfully',
  failed: 'Verification failed, check details again',
  notFound: 'Certificate Not Found',
} as const;

/** A real 'YYYY-MM-DD' day between 1900-01-01 and today in Nepal, both included. Exported for its tests. @internal */
export function certificateDateError(value: unknown, today: Date = new Date()): string | null {
  if (!isDateOnly(value)) return CONTENT_MESSAGES.invalidDateOnly;
  if (value < CERTIFICATE_MIN_DATE) return CONTENT_MESSAGES.dateBefore1900;
  return value > dateOnlyInNepal(today) ? CONTENT_MESSAGES.dateInFuture : null;
}

// `today` is read per call unless a test fixes it, so a long-running API never uses a stale day.
function certificateDate(message: string, today?: Date): Rule {
  return all(required(message), (value) => certificateDateError(value, today ?? new Date()));
}

const projectOfficeNameRule: Rule = function projectOfficeNameRule(value, values) {
  const donorFunded = (values as { isDonorFunded?: unknown } | undefined)?.isDonorFunded === true;
  return donorFunded && isBlank(value) ? REQUIRED_MESSAGES.projectOfficeName : null;
};

/** Certificate Management's add and edit form. Exported for its tests. @internal */
export function certificateRules(today?: Date) {
  return {
    name: required(REQUIRED_MESSAGES.name),
    fatherName: required(REQUIRED_MESSAGES.fatherName),
    courseTaken: required(REQUIRED_MESSAGES.courseTaken),
    duration: required(REQUIRED_MESSAGES.duration),
    trainingDate: certificateDate(REQUIRED_MESSAGES.trainingDate, today),
    dateOfBirth: certificateDate(REQUIRED_MESSAGES.dateOfBirth, today),
    certificateNumber: required(REQUIRED_MESSAGES.certificateNumber),
    projectOfficeName: projectOfficeNameRule,
  } satisfies RuleTable;
}

/** Certificate Management's form; its date rules read today's date on every call. */
export const CERTIFICATE_RULES = certificateRules();

/**
 * The public verification form. The date's shape is checked too, so the API never sends
 * unreadable text to the database; whether it matches is the lookup's business.
 */
export const CERTIFICATE_VERIFY_RULES = {
  certificateNumber: required(REQUIRED_MESSAGES.certificateNumber),
  dateOfBirth: all(required(REQUIRED_MESSAGES.dateOfBirth), dateOnlyRule),
} satisfies RuleTable;

export function validateCertificateVerification(values: object): FieldError[] {
  return collectErrors(values, CERTIFICATE_VERIFY_RULES);
}

/**
 * Certificate Management's list call, `GET /api/admin/certificates?page&limit&search` (docs/api.md,
 * Admin lists): `defaultLimit` rows a page, a larger limit served as `maxLimit`, the search's
 * first `maxSearch` characters used.
 */
export const CERTIFICATE_PAGE = { defaultLimit: 20, maxLimit: 100, maxSearch: 200 } as const;

/** The 400 answers of that call, one per parameter. */
export const CERTIFICATE_PAGE_MESSAGES = {
  page: 'page must be a whole number from 1',
  limit: 'limit must be a whole number from 1',
  search: 'search must be given once, as text',
} as const;

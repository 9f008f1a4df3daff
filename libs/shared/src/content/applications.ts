import { APPLICATION_STATUSES, EDUCATION_OPTIONS, EMPLOYMENT_STATUS_OPTIONS } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { VISITOR_RULES } from './contact.js';
import { all, oneOf, optional, required, type RuleTable, validator } from './validation.js';

/** The last program choice of the public application form. */
const OTHER_PROGRAM = 'Other';

/** Texts of the application form, the server's answer and Applications Management. */
export const APPLICATION_MESSAGES = {
  submitted: 'Application submitted successfully!',
  submittedDescription: "We'll review your application and get back to you soon.",
  failed: 'Failed to submit application',
  /** The `message` of the answer to POST /api/applications; the thank-you panel's promise. */
  received: "Thank you for applying. We'll contact you within 2-3 business days.",
  notFound: 'Application not found',
} as const;

/**
 * The public application form. Its Employment status select fills `experience`, the only
 * submitted field it can go to (an application has no employment field of its own).
 */
export const APPLICATION_RULES = {
  ...VISITOR_RULES,
  phone: required(REQUIRED_MESSAGES.phone),
  program: required(REQUIRED_MESSAGES.program),
  education: optional(oneOf(EDUCATION_OPTIONS, CONTENT_MESSAGES.invalidEducation)),
  experience: optional(oneOf(EMPLOYMENT_STATUS_OPTIONS, CONTENT_MESSAGES.invalidEmploymentStatus)),
} satisfies RuleTable;

export const validateApplication = validator(APPLICATION_RULES);

/** Approve, Reject and the status selector of Applications Management. */
export const APPLICATION_REVIEW_RULES = {
  status: all(required(REQUIRED_MESSAGES.status), oneOf(APPLICATION_STATUSES, CONTENT_MESSAGES.invalidApplicationStatus)),
} satisfies RuleTable;

/** The program select: titles of active programs, then 'Other'. */
export function applicationProgramOptions(programs: readonly { title: string; isActive?: boolean }[]): string[] {
  return [...programs.filter((p) => p.isActive !== false).map((p) => p.title), OTHER_PROGRAM];
}

/** Subject of the 'Email Applicant' draft (docs/back-office.md, Screens). */
export function applicationEmailSubject(program: string): string {
  return `Training Application - ${program}`;
}

import { isBlank } from './validation.js';

/**
 * The public forms' bot trap (docs/behaviour.md, Applications and contact messages): the site's
 * own application and contact forms send a field people never see (`honeypotField`) and how long
 * the form was open (`elapsedField`, whole milliseconds). A submission that fills the honeypot or
 * came sooner than `minElapsedMs` is answered like a success and stored nowhere. A body without
 * these fields (another client calling the API) is taken as before.
 */
export const SUBMISSION_GUARD = {
  honeypotField: 'extraInfo',
  elapsedField: 'formOpenMs',
  minElapsedMs: 3000,
} as const;

export const SUBMISSION_GUARD_MESSAGES = {
  /** The 400 for a `formOpenMs` that is not a whole number from 0. */
  invalidElapsed: 'formOpenMs must be a whole number of milliseconds, 0 or more',
} as const;

export const PUBLIC_FORM_MESSAGES = {
  /** What the public forms (application, contact, verification) say when the API answers 503; what was typed stays in the form. */
  unavailable: 'The site is briefly unavailable. What you typed is still here: please try again in a moment.',
} as const;

/** Why a submission was trapped, for the one log line (never the visitor's data); null: a real one. */
export function trappedSubmission(body: Record<string, unknown>): 'honeypot' | 'too-fast' | null {
  if (!isBlank(body[SUBMISSION_GUARD.honeypotField])) return 'honeypot';
  const elapsed = body[SUBMISSION_GUARD.elapsedField];
  if (typeof elapsed === 'number' && elapsed < SUBMISSION_GUARD.minElapsedMs) return 'too-fast';
  return null;
}

import { type MessageCode, messageOf } from '../message-codes.js';

/**
 * The codes of the messages the public forms can show (field errors of the `validateX` rules and
 * of the API, the API's refusals, the toasts): `table.key` of a libs message table
 * (../message-codes.ts). The catalogue's group `formMessages` is keyed by these codes; a page
 * finds a message's words by its code, never by its English text (docs/public-site.md, Languages).
 */
const FORM_MESSAGE_CODES = [
  'required.name',
  'required.email',
  'required.phone',
  'required.program',
  'required.subject',
  'required.message',
  'required.certificateNumber',
  'required.dateOfBirth',
  'auth.invalidEmail',
  'content.invalidSubject',
  'content.invalidEducation',
  'content.invalidEmploymentStatus',
  'content.invalidDate',
  'content.invalidDateOnly',
  'content.dateInFuture',
  'content.dateBefore1900',
  'application.submitted',
  'application.submittedDescription',
  'application.failed',
  'application.received',
  'contact.sent',
  'contact.sentDescription',
  'contact.failed',
  'contact.received',
  'subscription.received',
  'subscription.noCategory',
  'subscription.invalidCategories',
  'subscription.invalidToken',
  'subscription.confirmed',
  'subscription.saved',
  'subscription.unsubscribed',
  'certificateVerify.verified',
  'certificateVerify.failed',
  'certificateVerify.notFound',
  'publicForm.unavailable',
  'generic.unavailable',
  'generic.crossSite',
  'generic.payloadTooLarge',
  'generic.internal',
  'generic.notFound',
  'generic.validationFailed',
  'generic.malformedJson',
  'generic.jsonRequired',
  'generic.unstorable',
  'locale.invalidLocale',
  'submissionGuard.invalidElapsed',
  'auth.tooManyAttempts',
  'auth.invalidCredentials',
  'auth.accountInactive',
  'auth.registrationDisabled',
  'auth.usernameAndPasswordRequired',
  'auth.resetLinkSent',
  'auth.invalidResetToken',
  'auth.expiredResetToken',
  'auth.passwordResetDone',
  'auth.passwordMin8',
  'auth.passwordStrength',
  'auth.passwordsDontMatch',
  'twoFactor.invalidCode',
  'user.usernameRequired',
  'user.invalidEmail',
  'user.usernameTaken',
  'user.emailTaken',
  'signIn.loginSuccess',
  'signIn.registrationSuccess',
  'signIn.welcome',
] as const satisfies readonly MessageCode[];

/** A code the public forms can show, a key of the catalogue's `formMessages` group. */
export type FormMessageCode = (typeof FORM_MESSAGE_CODES)[number];

/**
 * The catalogue's group `formMessages`, in English: each code's text, taken from its message
 * table (never retyped). Its own module: every page's code needs it to know a code, which the
 * rest of the English catalogue is not (a Nepali page loads only the Nepali catalogue).
 */
export const FORM_MESSAGES_EN = Object.fromEntries(FORM_MESSAGE_CODES.map((code) => [code, messageOf(code) ?? code])) as Record<
  FormMessageCode,
  string
>;

/** Whether `code` is one the public forms show, with a text in every language's `formMessages`. */
export function isFormMessageCode(code: unknown): code is FormMessageCode {
  return typeof code === 'string' && Object.hasOwn(FORM_MESSAGES_EN, code);
}

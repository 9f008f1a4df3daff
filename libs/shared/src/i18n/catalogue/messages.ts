import { APPLICATION_MESSAGES } from '../../content/applications.js';
import { CERTIFICATE_VERIFY_MESSAGES } from '../../content/certificate.js';
import { CONTACT_MESSAGES } from '../../content/contact.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from '../../content/messages.js';
import { PUBLIC_FORM_MESSAGES, SUBMISSION_GUARD_MESSAGES } from '../../content/submission-guard.js';
import { AUTH_MESSAGES, GENERIC_MESSAGES, TWO_FACTOR_MESSAGES, USER_MESSAGES } from '../../messages.js';
import { SIGN_IN_NOTICES } from '../../sign-in.js';
import { LOCALE_MESSAGES } from '../locales.js';

/**
 * The catalogue's group `formMessages`, in English: the libs message constants the public forms
 * can show (field errors of the `validateX` rules and of the API, the API's refusals, the toasts),
 * taken from the constants themselves, never retyped. `formMessageKey` (../form-messages.ts) finds
 * a message's key by its English text; a Nepali page shows the Nepali half's text of that key.
 * Its own module: every page's code needs it to look a message up, which the rest of the English
 * catalogue is not (a Nepali page loads only the Nepali catalogue).
 */
const FORM_MESSAGE_CONSTANTS = {
  nameRequired: REQUIRED_MESSAGES.name,
  emailRequired: REQUIRED_MESSAGES.email,
  phoneRequired: REQUIRED_MESSAGES.phone,
  programRequired: REQUIRED_MESSAGES.program,
  subjectRequired: REQUIRED_MESSAGES.subject,
  messageRequired: REQUIRED_MESSAGES.message,
  certificateNumberRequired: CERTIFICATE_VERIFY_MESSAGES.certificateNumberRequired,
  dateOfBirthRequired: CERTIFICATE_VERIFY_MESSAGES.dateOfBirthRequired,
  invalidEmail: CONTENT_MESSAGES.invalidEmail,
  invalidSubject: CONTENT_MESSAGES.invalidSubject,
  invalidEducation: CONTENT_MESSAGES.invalidEducation,
  invalidEmploymentStatus: CONTENT_MESSAGES.invalidEmploymentStatus,
  invalidDate: CONTENT_MESSAGES.invalidDate,
  invalidDateOnly: CONTENT_MESSAGES.invalidDateOnly,
  dateInFuture: CONTENT_MESSAGES.dateInFuture,
  dateBefore1900: CONTENT_MESSAGES.dateBefore1900,
  applicationSubmitted: APPLICATION_MESSAGES.submitted,
  applicationSubmittedDescription: APPLICATION_MESSAGES.submittedDescription,
  applicationFailed: APPLICATION_MESSAGES.failed,
  applicationReceived: APPLICATION_MESSAGES.received,
  contactSent: CONTACT_MESSAGES.sent,
  contactSentDescription: CONTACT_MESSAGES.sentDescription,
  contactFailed: CONTACT_MESSAGES.failed,
  contactReceived: CONTACT_MESSAGES.received,
  certificateVerified: CERTIFICATE_VERIFY_MESSAGES.verified,
  certificateFailed: CERTIFICATE_VERIFY_MESSAGES.failed,
  certificateNotFound: CERTIFICATE_VERIFY_MESSAGES.notFound,
  formUnavailable: PUBLIC_FORM_MESSAGES.unavailable,
  serviceUnavailable: GENERIC_MESSAGES.unavailable,
  crossSite: GENERIC_MESSAGES.crossSite,
  payloadTooLarge: GENERIC_MESSAGES.payloadTooLarge,
  internal: GENERIC_MESSAGES.internal,
  notFound: GENERIC_MESSAGES.notFound,
  validationFailed: GENERIC_MESSAGES.validationFailed,
  malformedJson: GENERIC_MESSAGES.malformedJson,
  jsonRequired: GENERIC_MESSAGES.jsonRequired,
  unstorable: GENERIC_MESSAGES.unstorable,
  invalidLocale: LOCALE_MESSAGES.invalidLocale,
  invalidElapsed: SUBMISSION_GUARD_MESSAGES.invalidElapsed,
  tooManyAttempts: AUTH_MESSAGES.tooManyAttempts,
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  accountInactive: AUTH_MESSAGES.accountInactive,
  registrationDisabled: AUTH_MESSAGES.registrationDisabled,
  usernameAndPasswordRequired: AUTH_MESSAGES.usernameAndPasswordRequired,
  resetLinkSent: AUTH_MESSAGES.resetLinkSent,
  invalidResetToken: AUTH_MESSAGES.invalidResetToken,
  expiredResetToken: AUTH_MESSAGES.expiredResetToken,
  passwordResetDone: AUTH_MESSAGES.passwordResetDone,
  passwordMin8: AUTH_MESSAGES.passwordMin8,
  passwordStrength: AUTH_MESSAGES.passwordStrength,
  passwordsDontMatch: AUTH_MESSAGES.passwordsDontMatch,
  invalidCode: TWO_FACTOR_MESSAGES.invalidCode,
  usernameRequired: USER_MESSAGES.usernameRequired,
  userInvalidEmail: USER_MESSAGES.invalidEmail,
  usernameTaken: USER_MESSAGES.usernameTaken,
  emailTaken: USER_MESSAGES.emailTaken,
  loginSuccess: SIGN_IN_NOTICES.loginSuccess,
  registrationSuccess: SIGN_IN_NOTICES.registrationSuccess,
  welcome: SIGN_IN_NOTICES.welcome,
};

/** The group as plain strings (the constants' literal types would refuse the Nepali half's texts). */
export const FORM_MESSAGES_EN: { [Key in keyof typeof FORM_MESSAGE_CONSTANTS]: string } = FORM_MESSAGE_CONSTANTS;

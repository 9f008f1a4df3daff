import { APPLICATION_MESSAGES, validateApplication } from '../content/applications.js';
import { CERTIFICATE_VERIFY_MESSAGES, certificateDateError, validateCertificateVerification } from '../content/certificate.js';
import { CONTACT_MESSAGES, validateContactMessage } from '../content/contact.js';
import { PUBLIC_FORM_MESSAGES, SUBMISSION_GUARD_MESSAGES } from '../content/submission-guard.js';
import { AUTH_MESSAGES, GENERIC_MESSAGES, TWO_FACTOR_MESSAGES, USER_MESSAGES } from '../messages.js';
import { FORGOT_PASSWORD_RULES, REGISTER_RULES } from '../rules/accounts.js';
import { confirmPasswordError, resetPasswordError } from '../rules/password.js';
import { SIGN_IN_NOTICES } from '../sign-in.js';
import { EN_TEXTS } from './catalogue/en.js';
import { NE_TEXTS } from './catalogue/ne.js';
import { hasNoLatinWord, isFormMessageCode } from './form-messages.js';
import { messageCode } from './message-codes.js';
import { LOCALE_MESSAGES } from './locales.js';

const messages = (errors: readonly { message: string }[]) => errors.map((e) => e.message);
const present = (...texts: (string | null)[]) => texts.filter((t): t is string => t !== null);

/** Every message the public forms can show: their rules' answers to empty and wrong values, the API's refusals, the toasts. */
const SHOWN: string[] = [
  // The apply and contact forms (in the browser and on the server, the same rules).
  ...messages(validateApplication({})),
  ...messages(validateApplication({ name: 'a', email: 'not an address', phone: '1', program: 'x', education: 'x', experience: 'x' })),
  ...messages(validateContactMessage({})),
  ...messages(validateContactMessage({ name: 'a', email: 'not an address', subject: 'x', message: 'm' })),
  APPLICATION_MESSAGES.submitted,
  APPLICATION_MESSAGES.submittedDescription,
  APPLICATION_MESSAGES.failed,
  APPLICATION_MESSAGES.received,
  CONTACT_MESSAGES.sent,
  CONTACT_MESSAGES.sentDescription,
  CONTACT_MESSAGES.failed,
  CONTACT_MESSAGES.received,
  // Certificate verification.
  ...messages(validateCertificateVerification({})),
  ...messages(validateCertificateVerification({ certificateNumber: 'A-1', dateOfBirth: '12/31/2000' })),
  ...present(certificateDateError('1800-01-01'), certificateDateError('2999-01-01'), certificateDateError('2000-02-30')),
  ...Object.values(CERTIFICATE_VERIFY_MESSAGES),
  // Refusals of any public form (JSON or posted without JavaScript).
  PUBLIC_FORM_MESSAGES.unavailable,
  GENERIC_MESSAGES.unavailable,
  GENERIC_MESSAGES.crossSite,
  GENERIC_MESSAGES.payloadTooLarge,
  GENERIC_MESSAGES.internal,
  GENERIC_MESSAGES.validationFailed,
  GENERIC_MESSAGES.malformedJson,
  GENERIC_MESSAGES.jsonRequired,
  GENERIC_MESSAGES.unstorable,
  AUTH_MESSAGES.tooManyAttempts,
  LOCALE_MESSAGES.invalidLocale,
  SUBMISSION_GUARD_MESSAGES.invalidElapsed,
  // Sign-in, registration, forgotten and reset password.
  ...present(resetPasswordError('short'), resetPasswordError('alllowercase1'), confirmPasswordError('a', 'b')),
  ...present(REGISTER_RULES.username(''), REGISTER_RULES.email('nope'), FORGOT_PASSWORD_RULES.email('')),
  AUTH_MESSAGES.invalidCredentials,
  AUTH_MESSAGES.accountInactive,
  AUTH_MESSAGES.registrationDisabled,
  AUTH_MESSAGES.usernameAndPasswordRequired,
  AUTH_MESSAGES.resetLinkSent,
  AUTH_MESSAGES.invalidEmail,
  AUTH_MESSAGES.invalidResetToken,
  AUTH_MESSAGES.expiredResetToken,
  AUTH_MESSAGES.passwordResetDone,
  TWO_FACTOR_MESSAGES.invalidCode,
  USER_MESSAGES.usernameRequired,
  USER_MESSAGES.invalidEmail,
  USER_MESSAGES.usernameTaken,
  USER_MESSAGES.emailTaken,
  ...Object.values(SIGN_IN_NOTICES),
];

describe('the public forms’ messages', () => {
  it('are many (the rules were run)', () => expect(new Set(SHOWN).size).toBeGreaterThan(50));

  it.each([...new Set(SHOWN)])('%j has a code the forms show, whose English text is the message', (message) => {
    const code = messageCode(message);
    expect(isFormMessageCode(code)).toBe(true);
    expect(EN_TEXTS.formMessages[code as keyof typeof EN_TEXTS.formMessages]).toBe(message);
  });

  it.each([...new Set(SHOWN)])('%j has a Nepali text under its code', (message) => {
    const nepali = NE_TEXTS.formMessages[messageCode(message) as keyof typeof NE_TEXTS.formMessages];
    expect(nepali).toBeTruthy();
    expect(hasNoLatinWord(nepali)).toBe(true);
  });

  it('has each code under the code of its text (the first table that holds it)', () => {
    for (const [code, text] of Object.entries(EN_TEXTS.formMessages)) expect([code, messageCode(text)]).toEqual([code, code]);
  });

  it('knows no code that is not a message table’s', () => {
    expect(isFormMessageCode('nameRequired')).toBe(false);
    expect(isFormMessageCode('constructor')).toBe(false);
  });
});

describe('hasNoLatinWord', () => {
  it('takes Nepali with the allowed acronyms', () => expect(hasNoLatinWord('SEE/SLC उत्तीर्ण')).toBe(true));
  it('refuses an English word', () => expect(hasNoLatinWord('नाम required')).toBe(false));
});

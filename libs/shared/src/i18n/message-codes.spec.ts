import { APPLICATION_MESSAGES } from '../content/applications.js';
import { CERTIFICATE_VERIFY_MESSAGES } from '../content/certificate.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from '../content/messages.js';
import { SLUG_EXISTS } from '../content/slug.js';
import { AUTH_MESSAGES, GENERIC_MESSAGES, USER_MESSAGES } from '../messages.js';
import { LOCALE_MESSAGES } from './locales.js';
import { coded, messageCode, messageOf } from './message-codes.js';

describe('messageCode', () => {
  it('is the table’s name and the message’s key', () => {
    expect(messageCode(APPLICATION_MESSAGES.notFound)).toBe('application.notFound');
    expect(messageCode(REQUIRED_MESSAGES.name)).toBe('required.name');
    expect(messageCode(GENERIC_MESSAGES.validationFailed)).toBe('generic.validationFailed');
    expect(messageCode(SLUG_EXISTS)).toBe('slug.exists');
    expect(messageCode(USER_MESSAGES.notFound)).toBe('user.notFound');
  });

  it('gives a text two tables share the first table’s code', () => {
    expect(messageCode(CONTENT_MESSAGES.invalidEmail)).toBe('auth.invalidEmail');
    expect(messageCode(CERTIFICATE_VERIFY_MESSAGES.certificateNumberRequired)).toBe('required.certificateNumber');
  });

  it('knows no other text', () => {
    expect(messageCode('name must be shorter than or equal to 200 characters')).toBeUndefined();
    expect(messageCode(LOCALE_MESSAGES.tooLong('title', 200))).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('is the English text of a code', () => expect(messageOf('auth.invalidCredentials')).toBe(AUTH_MESSAGES.invalidCredentials));

  it('gives a template’s code no text', () => expect(messageOf('locale.tooLong')).toBeUndefined());

  it('gives back the text a code was found for', () => {
    const text = AUTH_MESSAGES.tooManyAttempts;
    expect(messageOf(messageCode(text)!)).toBe(text);
  });
});

describe('coded', () => {
  it('pairs a code with its text', () =>
    expect(coded('application.notFound')).toEqual({ code: 'application.notFound', message: APPLICATION_MESSAGES.notFound }));

  it('pairs a template’s code with the text made from it', () =>
    expect(coded('locale.tooLong', LOCALE_MESSAGES.tooLong('title', 200))).toEqual({
      code: 'locale.tooLong',
      message: 'translations.ne.title cannot exceed 200 characters',
    }));
});

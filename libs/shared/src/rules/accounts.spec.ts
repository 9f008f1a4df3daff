import { collectErrors } from '../content/validation.js';
import { AUTH_MESSAGES, USER_MESSAGES } from '../messages.js';
import { FORGOT_PASSWORD_RULES, REGISTER_RULES, RESET_PASSWORD_RULES, USER_RULES, USER_UPDATE_RULES } from './accounts.js';

describe('account rule tables', () => {
  it('accepts a new user with a username and a 6-character password', () => {
    expect(collectErrors({ username: 'sita', password: 'abcdef' }, USER_RULES)).toEqual([]);
  });

  it('reports an empty username and a password that is not text, in table order', () => {
    expect(collectErrors({ username: ' ', password: 123456 }, USER_RULES)).toEqual([
      { field: 'username', message: USER_MESSAGES.usernameRequired },
      { field: 'password', message: USER_MESSAGES.passwordMin6 },
    ]);
  });

  it('lets an absent or empty e-mail, role and status through but not wrong ones', () => {
    expect(collectErrors({ username: 'a', password: 'abcdef', email: '', role: null }, USER_RULES)).toEqual([]);
    expect(collectErrors({ username: 'a', password: 'abcdef', email: 'nope', role: 'root', status: 'gone' }, USER_RULES)).toEqual([
      { field: 'email', message: USER_MESSAGES.invalidEmail },
      { field: 'role', message: USER_MESSAGES.invalidRole },
      { field: 'status', message: USER_MESSAGES.invalidStatus },
    ]);
  });

  it('asks 8 characters of a changed password where a new user needs 6', () => {
    expect(USER_RULES.password('abcdefg')).toBeNull();
    expect(USER_UPDATE_RULES.password('abcdefg')).toBe(USER_MESSAGES.passwordMin8);
  });

  it('asks a registering visitor for the reset page password mix', () => {
    expect(REGISTER_RULES.password('alllowercase')).toBe(AUTH_MESSAGES.passwordStrength);
    expect(REGISTER_RULES.password('Visitor123')).toBeNull();
  });

  it('requires an address to send a reset link to', () => {
    expect(FORGOT_PASSWORD_RULES.email('')).toBe(AUTH_MESSAGES.invalidEmail);
    expect(FORGOT_PASSWORD_RULES.email('sita@example.com')).toBeNull();
  });

  it('reports a missing reset token with the invalid-token message', () => {
    expect(collectErrors({ token: '', newPassword: 'Pokhara2083' }, RESET_PASSWORD_RULES)).toEqual([
      { field: 'token', message: AUTH_MESSAGES.invalidResetToken },
    ]);
  });
});

import { AUTH_MESSAGES, USER_MESSAGES } from '../messages.js';
import { changePasswordError, confirmPasswordError, createPasswordError, resetPasswordError } from './password.js';

describe('password rules', () => {
  it('rejects a create-user password shorter than 6 characters', () => {
    expect(createPasswordError('abcde')).toBe(USER_MESSAGES.passwordMin6);
  });
  it('accepts a create-user password of exactly 6 characters', () => {
    expect(createPasswordError('abcdef')).toBeNull();
  });
  it('rejects a changed password shorter than 8 characters', () => {
    expect(changePasswordError('abcdefg')).toBe('Password must be at least 8 characters');
  });
  it('accepts a changed password of 8 characters of any kind', () => {
    expect(changePasswordError('abcdefgh')).toBeNull();
  });
  it('rejects a reset password shorter than 8 characters before looking at its characters', () => {
    expect(resetPasswordError('Ab1')).toBe(AUTH_MESSAGES.passwordMin8);
  });
  it.each(['alllower1', 'ALLUPPER1', 'NoDigitsHere'])('rejects the reset password %s that lacks a character class', (pw) => {
    expect(resetPasswordError(pw)).toBe('Password must contain at least one uppercase letter, one lowercase letter, and one number');
  });
  it('accepts a reset password with upper, lower and a digit', () => {
    expect(resetPasswordError('Kathmandu2083')).toBeNull();
  });
  it('reports a confirmation that differs', () => {
    expect(confirmPasswordError('Secret123', 'Secret124')).toBe("Passwords don't match");
  });
  it('accepts an equal confirmation', () => {
    expect(confirmPasswordError('Secret123', 'Secret123')).toBeNull();
  });
});

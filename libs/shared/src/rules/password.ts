import { AUTH_MESSAGES, USER_MESSAGES } from '../messages.js';

const PASSWORD_MIN_CREATE = 6;
const PASSWORD_MIN_CHANGE = 8;
const PASSWORD_MIN_RESET = 8;
/** Bound on what is hashed, so a huge body cannot tie up the hasher. */
export const PASSWORD_MAX = 200;

/** A password given when an administrator creates a user. */
export function createPasswordError(password: string): string | null {
  return password.length < PASSWORD_MIN_CREATE ? USER_MESSAGES.passwordMin6 : null;
}

/** A password set through the back office's Change Password dialog. */
export function changePasswordError(password: string): string | null {
  return password.length < PASSWORD_MIN_CHANGE ? USER_MESSAGES.passwordMin8 : null;
}

/** A password chosen on the public reset page: length first, then the character mix. */
export function resetPasswordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_RESET) return AUTH_MESSAGES.passwordMin8;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/[0-9]/.test(password)) {
    return AUTH_MESSAGES.passwordStrength;
  }
  return null;
}

/** The confirmation field of the change and reset forms. */
export function confirmPasswordError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : AUTH_MESSAGES.passwordsDontMatch;
}

/**
 * The sign-in hand-over between the two apps: the back office sends a signed-out visitor to
 * the public sign-in page with where they were going; the public page returns them there.
 */

/** The toasts of a successful sign-in; the back office repeats them on arrival. */
export const SIGN_IN_NOTICES = {
  loginSuccess: 'Login successful',
  registrationSuccess: 'Registration successful',
  welcome: 'Welcome to the admin panel',
} as const;

export const SIGN_IN_PATH = '/auth';
export const RETURN_TO_PARAM = 'returnTo';
/** @internal (exported for its tests) */
export const ADMIN_HOME = '/admin';

/**
 * Where to go after sign-in: `returnTo` when it is a path inside the back office, else the
 * dashboard. Anything else (another site, `//host`, a backslash trick) is ignored, so the
 * parameter cannot send a visitor off-site.
 */
export function adminReturnPath(returnTo: string | null | undefined): string {
  if (typeof returnTo !== 'string' || returnTo.length > 2000) return ADMIN_HOME;
  if (!/^\/admin(?:[/?#]|$)/.test(returnTo) || /[\\\s]/.test(returnTo) || returnTo.startsWith('//')) return ADMIN_HOME;
  return returnTo;
}

/**
 * Wrong codes that end a pending two-factor sign-in (docs/api.md, Two-factor sign-in): the API
 * ends it on the fifth, and the sign-in screen then goes back to the password.
 */
export const MAX_TWO_FACTOR_FAILURES = 5;

/** The sign-in answer of a user with 2FA on: a pending sign-in awaiting its code. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

import { adminReturnPath, RETURN_TO_PARAM, SIGN_IN_NOTICES } from '@institute/shared';

/** Texts of the sign-in screen and the reset pages that only this site shows (docs/public-site.md, Other pages; Notices). */
export const AUTH_PAGE_MESSAGES = {
  ...SIGN_IN_NOTICES,
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotFailed: 'Failed to send password reset email',
  resetFailed: 'Failed to reset password',
  invalidLinkTitle: 'Invalid Link',
  invalidLinkText: 'Invalid reset link. Please request a new password reset.',
} as const;

/**
 * The back office is its own app: a full page load, not a client-side route. It goes back to
 * the screen the back office sent the visitor from (`?returnTo=`), when that is one of its own.
 */
export function goToAdmin() {
  window.location.assign(adminReturnPath(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM)));
}

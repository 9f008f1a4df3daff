/** Texts of the sign-in screen and the reset pages (public spec §2, §8) that only this site shows. */
export const AUTH_PAGE_MESSAGES = {
  loginSuccess: 'Login successful',
  registrationSuccess: 'Registration successful',
  welcome: 'Welcome to the admin panel',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotFailed: 'Failed to send password reset email',
  resetFailed: 'Failed to reset password',
  invalidLinkTitle: 'Invalid Link',
  invalidLinkText: 'Invalid reset link. Please request a new password reset.',
} as const;

/** The back office is its own app: a full page load, not a client-side route. */
export function goToAdmin() {
  window.location.assign('/admin');
}

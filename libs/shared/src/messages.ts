/**
 * The fixed texts of sign-in, accounts and users (docs/behaviour.md, Sign-in messages; docs/back-office.md,
 * Notices). Apps import them from here and never retype them.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  accountInactive: 'Your account is not active. Please contact an administrator.',
  notSignedIn: 'Not authenticated',
  forbidden: 'You do not have permission to do this',
  registrationDisabled: 'Registration is disabled',
  usernameAndPasswordRequired: 'Username and password are required',
  loggedOut: 'You have been logged out successfully',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkSent: 'Password reset link sent successfully',
  invalidEmail: 'Please enter a valid email address',
  invalidResetToken: 'Invalid reset token',
  expiredResetToken: 'This reset link is invalid or has expired. Please request a new password reset.',
  passwordResetDone: 'Password Reset Successful',
  passwordMin8: 'Password must be at least 8 characters',
  passwordStrength: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDontMatch: "Passwords don't match",
} as const;

/** Two-factor sign-in and the account's Security page (docs/api.md, Two-factor sign-in). */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Invalid code',
  invalidPassword: 'Invalid password',
  /** A change of one's own password or second factor refused: one answer, whichever value was wrong. */
  invalidPasswordOrCode: 'Invalid password or code',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
  requiredForAdmins: 'Two-factor authentication is required for administrators: set it up under Account → Security',
  sessionNotFound: 'Session not found',
} as const;

/** Revisions of staff-edited content (docs/api.md, Revisions). */
export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  restored: 'Revision restored',
} as const;

export const USER_MESSAGES = {
  notFound: 'User not found',
  usernameRequired: 'Username is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: AUTH_MESSAGES.passwordMin8,
  invalidEmail: 'Invalid email address',
  invalidRole: 'Role must be one of admin, editor, viewer',
  invalidStatus: 'Status must be one of active, inactive, suspended',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  lastAdmin: 'The last active administrator cannot be deleted, demoted or deactivated',
  cannotDeleteSelf: 'You cannot delete your own account',
  ownAccountScreen: 'Change your own password and two-factor authentication under Account → Security',
  created: 'User created successfully',
  updated: 'User updated successfully',
  passwordUpdated: 'Password updated successfully',
  statusUpdated: 'User status updated successfully',
  deleted: 'User deleted successfully',
} as const;

export const GENERIC_MESSAGES = {
  notFound: 'Not Found',
  validationFailed: 'Validation failed',
  conflict: 'Already exists',
  internal: 'Internal server error',
  malformedJson: 'The request body is not valid JSON',
  jsonRequired: 'Requests that change data must be sent as JSON',
  /** A DTO body that is `null`, a number or an array. */
  bodyNotObject: 'The request body must be a JSON object',
  crossSite: 'Cross-site request refused',
  payloadTooLarge: 'The request is too large',
  /** A field a strict body (the sign-in steps, the account's security calls) does not take. */
  unknownField: 'This field is not accepted',
  /** A NUL character or bytes that are not UTF-8, which PostgreSQL text cannot hold. */
  unstorable: 'A value contains characters that cannot be stored',
  unavailable: 'The service is briefly unavailable. Nothing was saved: please try again in a minute.',
} as const;

/** The 404 of a record the API looks up by id or slug, one text per kind of record (docs/api.md, Errors). */
export const NOT_FOUND_MESSAGES = {
  about: 'About section not found',
  auditEntry: 'Audit entry not found',
  donor: 'Donor not found',
  heroSlide: 'Hero slide not found',
  news: 'News article not found',
  program: 'Program not found',
  setting: 'Setting not found',
  teamMember: 'Team member not found',
  trainingOpening: 'Training opening not found',
  upload: 'Upload not found',
} as const;

/** The answer of a status that has no more particular message (docs/api.md, Errors). */
export const HTTP_MESSAGES = {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: GENERIC_MESSAGES.notFound,
  conflict: GENERIC_MESSAGES.conflict,
  payloadTooLarge: GENERIC_MESSAGES.payloadTooLarge,
  unsupportedMediaType: 'Unsupported Media Type',
  tooManyRequests: 'Too Many Requests',
  serviceUnavailable: 'Service Unavailable',
} as const;

/** PostgreSQL's refusals caused by the request rather than by the code (docs/api.md, Errors). */
export const DATABASE_MESSAGES = {
  linkedMissing: 'A linked record does not exist',
  stillLinked: 'This record is referred to by other records',
  wrongFormat: 'A value has the wrong format',
  tooLong: 'A value is too long',
  valueMissing: 'A required value is missing',
} as const;

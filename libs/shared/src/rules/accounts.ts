import { required, oneOf, optional, type Rule, type RuleTable } from '../content/validation.js';
import { AUTH_MESSAGES, USER_MESSAGES } from '../messages.js';
import { ROLES, USER_STATUSES } from '../roles.js';
import { emailFieldError } from './email.js';
import { changePasswordError, createPasswordError, resetPasswordError } from './password.js';

/** A password rule that also answers a value that is not text, with the same message as a short one. */
function passwordRule(check: (password: string) => string | null, notText: string): Rule {
  return (value) => (typeof value === 'string' ? check(value) : notText);
}

const userEmail = optional(emailFieldError(USER_MESSAGES.invalidEmail, true));

/** Fields an administrator may set on any user, at creation or later. */
const USER_FIELD_RULES = {
  username: required(USER_MESSAGES.usernameRequired),
  email: userEmail,
  role: optional(oneOf(ROLES, USER_MESSAGES.invalidRole)),
  status: optional(oneOf(USER_STATUSES, USER_MESSAGES.invalidStatus)),
} satisfies RuleTable;

/** Create User: a password of at least 6 characters. */
export const USER_RULES = {
  ...USER_FIELD_RULES,
  password: passwordRule(createPasswordError, USER_MESSAGES.passwordMin6),
} satisfies RuleTable;

/** Edit User and Change Password (an update checks only the fields it carries): a new password has at least 8. */
export const USER_UPDATE_RULES = {
  ...USER_FIELD_RULES,
  password: passwordRule(changePasswordError, USER_MESSAGES.passwordMin8),
} satisfies RuleTable;

/** Account → Security, Change password: one's own new password, at least 8 characters as an administrator's change. */
export const OWN_PASSWORD_RULES = {
  newPassword: passwordRule(changePasswordError, USER_MESSAGES.passwordMin8),
} satisfies RuleTable;

const strongPassword = passwordRule(resetPasswordError, AUTH_MESSAGES.passwordMin8);

/** Public self-registration: the reset page's password rules apply. */
export const REGISTER_RULES = {
  username: required(USER_MESSAGES.usernameRequired),
  password: strongPassword,
  email: userEmail,
} satisfies RuleTable;

/** The forgot-password form: an address is required. */
export const FORGOT_PASSWORD_RULES = {
  email: emailFieldError(AUTH_MESSAGES.invalidEmail, false),
} satisfies RuleTable;

/** The reset page: the token of the mailed link and a strong new password. */
export const RESET_PASSWORD_RULES = {
  token: required(AUTH_MESSAGES.invalidResetToken),
  newPassword: strongPassword,
} satisfies RuleTable;

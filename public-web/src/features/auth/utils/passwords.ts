import { confirmPasswordError, resetPasswordError } from '@institute/shared';

/** The libs password rules on a new password and its confirmation: a message for each field that breaks one. */
export function newPasswordErrors(password: string, confirmPassword: string): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  const passwordError = resetPasswordError(password);
  if (passwordError) errors.password = passwordError;
  const confirmError = confirmPasswordError(password, confirmPassword);
  if (confirmError) errors.confirmPassword = confirmError;
  return errors;
}

import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { changePasswordError, confirmPasswordError } from '@institute/shared';

/** How the two new-password fields sit in a form. */
const NEW = { fullWidth: true, margin: 'dense', helperText: ' ', autoComplete: 'new-password' } as const;

/**
 * A new password and its confirmation, checked by the libs password rules (at least 8
 * characters, the confirmation equal) once the form has been submitted: the Change Password
 * dialog's and Account → Security's. `accept()` marks the form submitted and says whether both hold.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const passwordError = submitted ? changePasswordError(password) : null;
  const confirmError = submitted ? confirmPasswordError(password, confirm) : null;
  const fields = (
    <>
      <PasswordField label="New password" value={password} onChange={setPassword} problem={passwordError} {...NEW} />
      <PasswordField label="Confirm password" value={confirm} onChange={setConfirm} problem={confirmError} {...NEW} />
    </>
  );
  return {
    password,
    fields,
    accept: () => {
      setSubmitted(true);
      return !changePasswordError(password) && !confirmPasswordError(password, confirm);
    },
    reset: () => {
      setPassword('');
      setConfirm('');
      setSubmitted(false);
    },
  };
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it in place of `helperText`. */
  problem?: string | null;
};

/**
 * A password input: the one shape of every password field of the back office (the current
 * password, a new one and its confirmation); `autoComplete` says which it is.
 */
export function PasswordField({ value, onChange, problem, helperText, ...props }: PasswordFieldProps) {
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem ?? helperText}
    />
  );
}

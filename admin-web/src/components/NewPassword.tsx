import { useState } from 'react';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // The rules' messages in the screen's language (their English is libs').
  const passwordError = submitted && changePasswordError(password) ? translate('app.messages.auth.passwordMin8') : null;
  const confirmError = submitted && confirmPasswordError(password, confirm) ? translate('app.messages.auth.passwordsDontMatch') : null;
  const fields = (
    <>
      <PasswordField label={translate('app.common.newPassword')} value={password} onChange={setPassword} problem={passwordError} {...NEW} />
      <PasswordField
        label={translate('app.common.confirmPassword')}
        value={confirm}
        onChange={setConfirm}
        problem={confirmError}
        {...NEW}
      />
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
 * password, a new one and its confirmation); `autoComplete` says which it is. A `label` or
 * `helperText` given as a string is a catalogue key or a text.
 */
export function PasswordField({ value, onChange, problem, label, helperText, ...props }: PasswordFieldProps) {
  const translate = useTranslate();
  const text = (given: TextFieldProps['label']) => (typeof given === 'string' && given.trim() ? translate(given, { _: given }) : given);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      label={text(label)}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem ?? text(helperText)}
    />
  );
}

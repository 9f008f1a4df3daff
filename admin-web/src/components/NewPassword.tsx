import { useState } from 'react';
import { TextField } from '@mui/material';
import { changePasswordError, confirmPasswordError } from '@institute/shared';

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
      <TextField
        label="New password"
        type="password"
        fullWidth
        margin="dense"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!passwordError}
        helperText={passwordError ?? ' '}
        autoComplete="new-password"
      />
      <TextField
        label="Confirm password"
        type="password"
        fullWidth
        margin="dense"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={!!confirmError}
        helperText={confirmError ?? ' '}
        autoComplete="new-password"
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

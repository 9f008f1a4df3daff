import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { changePasswordError, confirmPasswordError, USER_MESSAGES, type User } from '@institute/shared';
import type { InstituteDataProvider } from '../providers/dataProvider';

/** Change Password: at least 8 characters, confirmation equal (libs password rules). */
export function ChangePasswordDialog({ user, open, onClose }: { user: Pick<User, 'id' | 'username'>; open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const passwordError = submitted ? changePasswordError(password) : null;
  const confirmError = submitted ? confirmPasswordError(password, confirm) : null;

  const reset = () => {
    setPassword('');
    setConfirm('');
    setSubmitted(false);
  };

  const save = async () => {
    setSubmitted(true);
    if (changePasswordError(password) || confirmPasswordError(password, confirm)) return;
    setSaving(true);
    try {
      await dataProvider.changePassword(user.id, password);
      notify(USER_MESSAGES.passwordUpdated, { type: 'info' });
      reset();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        reset();
        onClose();
      }}
      onClick={(e) => e.stopPropagation()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Change Password for {user.username}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            reset();
            onClose();
          }}
        >
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Update Password
        </Button>
      </DialogActions>
    </Dialog>
  );
}

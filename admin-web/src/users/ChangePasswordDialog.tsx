import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { User } from '@institute/shared';
import { useNewPassword } from '../components/NewPassword';
import type { InstituteDataProvider } from '../providers/dataProvider';

/** Change Password: at least 8 characters, confirmation equal (libs password rules). */
export function ChangePasswordDialog({ user, open, onClose }: { user: Pick<User, 'id' | 'username'>; open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { password, fields, accept, reset } = useNewPassword();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!accept()) return;
    setSaving(true);
    try {
      await dataProvider.changePassword(user.id, password);
      notify('app.messages.user.passwordUpdated', { type: 'info' });
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
      <DialogTitle>{translate('app.users.changePasswordFor', { name: user.username })}</DialogTitle>
      <DialogContent>{fields}</DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            reset();
            onClose();
          }}
        >
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('app.users.updatePassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

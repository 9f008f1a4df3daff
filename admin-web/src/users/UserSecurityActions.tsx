import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type User, USER_MESSAGES } from '@institute/shared';
import type { InstituteDataProvider } from '../providers/dataProvider';

type Pending = 'reset' | 'sessions' | null;

/**
 * On a user's edit screen: an administrator's Reset two-factor and Sign out everywhere, each
 * confirmed (docs/api.md). One's own two-factor sign-in is turned off under Account → Security,
 * with the password and a code, never reset here.
 */
export function UserSecurityActions() {
  const user = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending>(null);
  if (!user) return null;
  const own = identity?.id === user.id;
  const run = async () => {
    const what = pending;
    setPending(null);
    try {
      if (what === 'reset') {
        await dataProvider.resetTwoFactor(user.id);
        notify('Two-factor authentication reset', { type: 'info' });
        refresh();
      } else {
        const { ended } = await dataProvider.endUserSessions(user.id);
        notify(`${ended} sessions signed out`, { type: 'info' });
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Security
        </Typography>
        <Typography variant="body2">Two-factor authentication is {user.twoFactorEnabled ? 'on' : 'off'}.</Typography>
        {own ? <Typography variant="body2">{USER_MESSAGES.ownAccountScreen}.</Typography> : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" disabled={!user.twoFactorEnabled || own} onClick={() => setPending('reset')}>
            Reset two-factor
          </Button>
          <Button variant="outlined" color="error" onClick={() => setPending('sessions')}>
            Sign out everywhere
          </Button>
        </Stack>
        <Confirm
          isOpen={pending !== null}
          title={pending === 'reset' ? 'Reset two-factor authentication?' : 'Sign out everywhere?'}
          content={
            pending === 'reset'
              ? `${user.username} will sign in with the password alone until they set it up again.`
              : `Every session of ${user.username} is ended.`
          }
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
}

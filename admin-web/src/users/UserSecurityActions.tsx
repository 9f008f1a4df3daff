import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetIdentity,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type Locale, localeDigits, type User } from '@institute/shared';
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
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<Pending>(null);
  if (!user) return null;
  const own = identity?.id === user.id;
  const run = async () => {
    const what = pending;
    setPending(null);
    try {
      if (what === 'reset') {
        await dataProvider.resetTwoFactor(user.id);
        notify('app.users.twoFactorReset', { type: 'info' });
        refresh();
      } else {
        const { ended } = await dataProvider.endUserSessions(user.id);
        notify('app.users.sessionsEnded', { type: 'info', messageArgs: { count: localeDigits(ended, locale as Locale) } });
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.users.security')}
        </Typography>
        <Typography variant="body2">{translate(user.twoFactorEnabled ? 'app.users.twoFactorIsOn' : 'app.users.twoFactorIsOff')}</Typography>
        {own ? <Typography variant="body2">{translate('app.users.ownAccount')}</Typography> : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" disabled={!user.twoFactorEnabled || own} onClick={() => setPending('reset')}>
            {translate('app.users.resetTwoFactor')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setPending('sessions')}>
            {translate('app.users.signOutEverywhere')}
          </Button>
        </Stack>
        <Confirm
          isOpen={pending !== null}
          title={pending === 'reset' ? 'app.users.resetTwoFactorTitle' : 'app.users.signOutEverywhereTitle'}
          content={pending === 'reset' ? 'app.users.resetTwoFactorText' : 'app.users.signOutEverywhereText'}
          translateOptions={{ name: user.username }}
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
}

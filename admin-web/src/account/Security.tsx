import { useState } from 'react';
import { Confirm, Title, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  MenuItem,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type CurrentUser, type Locale, LOCALE_NAMES, LOCALES, type UserSession } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import { forgetSignedInUser } from '../providers/authProvider';
import type { InstituteDataProvider, TwoFactorSetup } from '../providers/dataProvider';
import { shownFieldMessage } from '../providers/httpClient';
import { TranslatedWith } from '../i18n/TranslatedWith';
import { useLocaleDates } from '../lib/dates';
import { describeUserAgent } from '../lib/user-agent';
import { PasswordField, useNewPassword } from '../components/NewPassword';

/** The screen's reads, in react-admin's query cache. */
const USER_QUERY = ['account', 'user'];
const SESSIONS_QUERY = ['account', 'sessions'];

const useAccount = () => useDataProvider<InstituteDataProvider>();

/** What was typed in a "Code or recovery code" field: a 6-digit code, or a recovery code in its place. */
const factorOf = (typed: string) => (/^\d{6}$/.test(typed.trim()) ? { code: typed.trim() } : { recoveryCode: typed.trim() });

/** The "Code or recovery code" field of the calls that need the second factor. */
function FactorField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.security.codeOrRecoveryCode')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { autoComplete: 'one-time-code' } }}
    />
  );
}

/**
 * The message of a refused call, in the screen's language: the API's field message when it marks
 * one, else the refusal's own (providers/httpClient.ts writes both by their codes).
 */
function refusal(error: unknown): string {
  const field = (error as { body?: { details?: { message: string; code?: string }[] } }).body?.details?.[0];
  return field ? shownFieldMessage(field) : (error as Error).message;
}

/** The 10 recovery codes, shown once after enabling, with Download (.txt) and Copy. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 'bold' }}>{translate('app.security.saveRecoveryCodes')}</Typography>
      <Typography variant="body2">{translate('app.security.recoveryCodesHelp')}</Typography>
      <Box component="ul" aria-label={translate('app.security.recoveryCodes')} sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          component="a"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          variant="outlined"
        >
          {translate('app.security.download')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => notify('app.security.recoveryCodesCopied', { type: 'info' }),
              () => undefined,
            )
          }
        >
          {translate('app.security.copy')}
        </Button>
        <Button onClick={onDone}>{translate('app.security.done')}</Button>
      </Stack>
    </Alert>
  );
}

/** Set up, enable and turn off two-factor sign-in (docs/api.md, Two-factor sign-in). */
function TwoFactorCard({ user, onChange }: { user: CurrentUser; onChange: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [setupPassword, setSetupPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const account = useAccount();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [offError, setOffError] = useState<string | null>(null);

  // Setting up asks for the password first; enabling sends it again with the code (docs/api.md, Two-factor sign-in).
  const start = async () => {
    try {
      setSetup(await account.setupTwoFactor(setupPassword));
      setAsking(false);
      setPasswordError(null);
      setCode('');
      setCodeError(null);
    } catch (error) {
      setPasswordError(refusal(error));
    }
  };
  const enable = async () => {
    try {
      setRecoveryCodes((await account.enableTwoFactor(setupPassword, code.trim())).recoveryCodes);
      setSetup(null);
      setSetupPassword('');
      onChange();
    } catch (error) {
      setCodeError(refusal(error));
    }
  };
  const turnOff = async () => {
    try {
      await account.disableTwoFactor({ password, ...factorOf(offCode) });
      setTurningOff(false);
      setPassword('');
      setOffCode('');
      notify('app.security.turnedOff', { type: 'info' });
      onChange();
    } catch (error) {
      setOffError(refusal(error));
    }
  };

  return (
    <Card>
      <CardHeader title={translate('app.security.twoFactorTitle')} />
      <CardContent>
        <Typography data-testid="two-factor-status">
          <TranslatedWith
            text="app.security.twoFactorStatus"
            place="state"
            element={<strong>{translate(user.twoFactorEnabled ? 'app.security.on' : 'app.security.off')}</strong>}
          />
        </Typography>
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}
        {!user.twoFactorEnabled && !setup && !asking ? (
          <Button sx={{ mt: 2 }} variant="contained" onClick={() => setAsking(true)}>
            {translate('app.security.setUp')}
          </Button>
        ) : null}
        {asking ? (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ mt: 2, alignItems: 'flex-start' }}
            onSubmit={(e) => (e.preventDefault(), void start())}
          >
            <PasswordField
              label={translate('app.security.password')}
              value={setupPassword}
              onChange={setSetupPassword}
              problem={passwordError}
              helperText={translate('app.security.confirmItsYou')}
              size="small"
            />
            <Button type="submit" variant="contained">
              {translate('app.security.continue')}
            </Button>
          </Stack>
        ) : null}
        {setup ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate('app.security.scan')}</Typography>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={translate('app.security.qrAlt')}
              width={200}
              height={200}
            />
            <Typography variant="body2">
              {translate('app.security.key')} <code data-testid="two-factor-secret">{setup.secret}</code>
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
              <TextField
                label={translate('app.security.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={!!codeError}
                helperText={codeError ?? ' '}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
              />
              <Button variant="contained" onClick={enable}>
                {translate('app.security.enable')}
              </Button>
            </Stack>
          </Box>
        ) : null}
        {user.twoFactorEnabled ? (
          <Button sx={{ mt: 2 }} color="error" variant="outlined" onClick={() => setTurningOff(true)}>
            {translate('app.security.turnOff')}
          </Button>
        ) : null}
        <Dialog open={turningOff} onClose={() => setTurningOff(false)}>
          <DialogTitle>{translate('app.security.turnOffTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <PasswordField label={translate('app.security.password')} value={password} onChange={setPassword} />
              <FactorField value={offCode} onChange={setOffCode} />
              {offError ? <Alert severity="error">{offError}</Alert> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setTurningOff(false)}>{translate('app.security.cancel')}</Button>
            <Button color="error" onClick={turnOff}>
              {translate('app.security.turnOff')}
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
}

/**
 * Change password: the current one, and with 2FA on a code or recovery code; the new one at least
 * 8 characters (libs password rules). The other sessions are signed out (docs/api.md, Account).
 */
function PasswordCard({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useAccount();
  const [current, setCurrent] = useState('');
  const [factor, setFactor] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const next = useNewPassword();
  const save = async () => {
    setRefused(null);
    if (!next.accept()) return;
    try {
      await account.changeOwnPassword({
        password: current,
        newPassword: next.password,
        ...(user.twoFactorEnabled ? factorOf(factor) : {}),
      });
      notify('app.messages.user.passwordUpdated', { type: 'info' });
      setCurrent('');
      setFactor('');
      next.reset();
    } catch (error) {
      setRefused(refusal(error));
    }
  };
  return (
    <Card>
      <CardHeader title={translate('app.security.passwordTitle')} />
      <CardContent>
        <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={(e) => (e.preventDefault(), void save())}>
          <PasswordField label={translate('app.security.currentPassword')} value={current} onChange={setCurrent} />
          {user.twoFactorEnabled ? <FactorField value={factor} onChange={setFactor} /> : null}
          <Box>{next.fields}</Box>
          {refused ? <Alert severity="error">{refused}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained">
              {translate('app.security.changePassword')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Where the user is signed in, with Sign out per session and for all the others (docs/api.md, Sessions). */
function SessionsCard() {
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  const when = (iso: string | null) => (iso ? dateTime(iso) : '—');
  const notify = useNotify();
  const account = useAccount();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const { data: sessions = [], error, isPending, refetch } = useQuery({ queryKey: SESSIONS_QUERY, queryFn: () => account.sessions() });
  const end = async (session: UserSession) => {
    try {
      await account.endSession(session.id);
    } catch (failure) {
      return notify(refusal(failure), { type: 'error' });
    }
    if (session.current) return window.location.assign('/');
    notify('app.security.sessionSignedOut', { type: 'info' });
    void refetch();
  };
  const endOthers = async () => {
    setConfirmOthers(false);
    try {
      const { ended } = await account.endOtherSessions();
      notify('app.security.othersSignedOut', { type: 'info', messageArgs: { ended } });
    } catch (failure) {
      notify(refusal(failure), { type: 'error' });
    }
    void refetch();
  };
  return (
    <Card>
      <CardHeader
        title={translate('app.security.sessionsTitle')}
        action={
          // Shown once the sessions are read, in its state from the start (a placeholder meanwhile).
          isPending ? null : (
            <Button onClick={() => setConfirmOthers(true)} disabled={sessions.length < 2}>
              {translate('app.security.signOutOthers')}
            </Button>
          )
        }
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        {error ? <Alert severity="error">{refusal(error)}</Alert> : null}
        <Table size="small" aria-label={translate('app.security.sessionsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.security.browser')}</TableCell>
              <TableCell>{translate('app.security.system')}</TableCell>
              <TableCell>{translate('app.security.ip')}</TableCell>
              <TableCell>{translate('app.security.signedIn')}</TableCell>
              <TableCell>{translate('app.security.lastSeen')}</TableCell>
              <TableCell>{translate('app.security.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((s) => {
              const { browser, system } = describeUserAgent(s.userAgent, translate);
              return (
                <TableRow key={s.id}>
                  <TableCell>
                    {browser} {s.current ? <Chip size="small" color="primary" label={translate('app.security.thisDevice')} /> : null}
                  </TableCell>
                  <TableCell>{system}</TableCell>
                  <TableCell>{s.ip ?? '—'}</TableCell>
                  <TableCell>{when(s.createdAt)}</TableCell>
                  <TableCell>{when(s.lastSeenAt)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => end(s)}>
                      {translate('app.security.signOut')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {isPending ? <Skeleton height={96} /> : null}
        <Confirm
          isOpen={confirmOthers}
          title="app.security.confirmOthersTitle"
          content="app.security.confirmOthersContent"
          onConfirm={endOthers}
          onClose={() => setConfirmOthers(false)}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The language of the back office, kept on the account (docs/back-office.md, Languages): chosen
 * here, saved at once, and the screens follow it (layout/Layout.tsx) once the account is read again.
 */
function LanguageCard({ user, onChange }: { user: CurrentUser; onChange: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useAccount();
  const choose = async (locale: Locale) => {
    try {
      await account.setLanguage(locale);
    } catch (failure) {
      return notify(refusal(failure), { type: 'error' });
    }
    // The screens turning to the chosen language are the answer (react-admin starts afresh in it).
    onChange();
  };
  return (
    <Card>
      <CardHeader title={translate('app.language.title')} />
      <CardContent>
        <TextField
          select
          label={translate('app.language.label')}
          helperText={translate('app.language.help')}
          value={user.locale}
          onChange={(e) => void choose(e.target.value as Locale)}
          sx={{ minWidth: 260 }}
        >
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}

/** Account → Security: two-factor sign-in, the password, the language and sessions, for every signed-in user. */
export function Security() {
  const translate = useTranslate();
  const account = useAccount();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { data: user, error, isPending, refetch } = useQuery({ queryKey: USER_QUERY, queryFn: () => account.currentUser() });
  const changed = () => {
    forgetSignedInUser();
    void refetchIdentity();
    void refetch();
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('app.menu.security')} />
      {error ? <Alert severity="error">{refusal(error)}</Alert> : null}
      {user?.twoFactorSetupRequired ? <Alert severity="warning">{translate('app.messages.twoFactor.requiredForAdmins')}</Alert> : null}
      {isPending ? <Skeleton variant="rectangular" height={240} /> : null}
      {user ? <TwoFactorCard user={user} onChange={changed} /> : null}
      {user ? <PasswordCard user={user} /> : null}
      {user ? <LanguageCard user={user} onChange={changed} /> : null}
      <SessionsCard />
    </Box>
  );
}

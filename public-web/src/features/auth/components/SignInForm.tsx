import { MAX_TWO_FACTOR_FAILURES } from '@institute/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/Field';
import { useMessageText } from '@/lib/messages';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { login as sendLogin, loginSecondStep } from '../api/login';
import { useCall } from '@/lib/use-call';
import { useEnterBackOffice } from '../hooks/use-enter-back-office';

export function SignInForm() {
  const form = useForm({ username: '', password: '' });
  const [missing, setMissing] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const t = useTexts();
  const text = useMessageText();
  const path = useLocalePath();
  const enter = useEnterBackOffice('signIn.loginSuccess');
  const login = useCall(sendLogin, {
    onSuccess: (answer) => ('twoFactorRequired' in answer ? setCodeStep(true) : enter()),
    onError: (error) => toast({ title: t('auth.loginFailed'), description: text.server(error, ''), variant: 'destructive' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { username, password } = form.values;
    const incomplete = !username.trim() || !password;
    setMissing(incomplete);
    if (!incomplete) login.send({ username: username.trim(), password });
  };
  if (codeStep) {
    return (
      <CodeStep
        onSignedIn={enter}
        onRestart={() => {
          setCodeStep(false);
          form.setValues({ ...form.values, password: '' });
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signInForm')}>
      {missing && (
        <p className="alert alert-error" role="alert">
          {text('auth.usernameAndPasswordRequired')}
        </p>
      )}
      <TextField
        label={t('auth.username')}
        name="username"
        required
        autoComplete="username"
        value={form.values.username}
        onChange={form.onChange}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        required
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.onChange}
      />
      <SubmitButton pending={login.isPending} busyText={t('auth.signingIn')}>
        {t('auth.signIn')}
      </SubmitButton>
      <p className="center">
        <a href={path('/forgot-password')} className="text-link">
          {t('auth.forgotLink')}
        </a>
      </p>
    </form>
  );
}

/**
 * The second step of a sign-in with two-factor sign-in on: the app's 6-digit code, or a
 * recovery code instead. After the server's limit of wrong codes the pending sign-in is over,
 * and the screen goes back to the password (docs/api.md, Two-factor sign-in).
 */
function CodeStep({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failures, setFailures] = useState(0);
  const [wrong, setWrong] = useState(false);
  const t = useTexts();
  const text = useMessageText();
  const step = useCall(loginSecondStep, {
    onSuccess: onSignedIn,
    onError: () => {
      if (failures + 1 >= MAX_TWO_FACTOR_FAILURES) return onRestart();
      setFailures(failures + 1);
      setWrong(true);
      setValue('');
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setWrong(true);
    step.send(recovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s/g, '') });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.twoFactorForm')}>
      <p>{recovery ? t('auth.enterRecoveryCode') : t('auth.enterAppCode')}</p>
      {wrong && (
        <p className="alert alert-error" role="alert">
          {text('twoFactor.invalidCode')}
        </p>
      )}
      {recovery ? (
        <TextField
          label={t('auth.recoveryCode')}
          name="recoveryCode"
          required
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <TextField
          label={t('auth.appCode')}
          name="code"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <SubmitButton pending={step.isPending} busyText={t('auth.verifying')}>
        {t('auth.verify')}
      </SubmitButton>
      <p className="center">
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setWrong(false);
          }}
        >
          {recovery ? t('auth.useApp') : t('auth.useRecoveryCode')}
        </button>
      </p>
    </form>
  );
}

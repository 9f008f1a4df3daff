import { AUTH_MESSAGES, MAX_TWO_FACTOR_FAILURES, TWO_FACTOR_MESSAGES, type User } from '@institute/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton, TextField } from '@/components/Field';
import { toastFailure } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useLogin, useLoginSecondStep } from '../api/login';
import { useEnterBackOffice } from '../hooks/use-enter-back-office';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';

export function SignInForm() {
  const form = useForm({ username: '', password: '' });
  const [missing, setMissing] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const enter = useEnterBackOffice(AUTH_PAGE_MESSAGES.loginSuccess);
  const login = useLogin({
    onSuccess: (answer) => ('twoFactorRequired' in answer ? setCodeStep(true) : enter(answer)),
    onError: (error) => toastFailure(AUTH_PAGE_MESSAGES.loginFailed, error),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { username, password } = form.values;
    const incomplete = !username.trim() || !password;
    setMissing(incomplete);
    if (!incomplete) login.mutate({ username: username.trim(), password });
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
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      {missing && (
        <p className="alert alert-error" role="alert">
          {AUTH_MESSAGES.usernameAndPasswordRequired}
        </p>
      )}
      <TextField label="Username" name="username" required autoComplete="username" value={form.values.username} onChange={form.onChange} />
      <TextField
        label="Password"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.onChange}
      />
      <SubmitButton pending={login.isPending} busyText="Signing In...">
        Sign In
      </SubmitButton>
      <p className="center">
        <Link to="/forgot-password" className="text-link">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

/**
 * The second step of a sign-in with two-factor sign-in on: the app's 6-digit code, or a
 * recovery code instead. After the server's limit of wrong codes the pending sign-in is over,
 * and the screen goes back to the password (docs/api.md, Two-factor sign-in).
 */
function CodeStep({ onSignedIn, onRestart }: { onSignedIn: (user: User) => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failures, setFailures] = useState(0);
  const [wrong, setWrong] = useState(false);
  const step = useLoginSecondStep({
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
    step.mutate(recovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s/g, '') });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Two-factor authentication">
      <p>{recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}</p>
      {wrong && (
        <p className="alert alert-error" role="alert">
          {TWO_FACTOR_MESSAGES.invalidCode}
        </p>
      )}
      {recovery ? (
        <TextField
          label="Recovery code"
          name="recoveryCode"
          required
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <TextField
          label="Authentication code"
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
      <SubmitButton pending={step.isPending} busyText="Verifying...">
        Verify
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
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
      </p>
    </form>
  );
}

import { AUTH_MESSAGES } from '@institute/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton, TextField } from '@/components/Field';
import { toastFailure } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useLogin } from '../api/login';
import { useEnterBackOffice } from '../hooks/use-enter-back-office';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';

export function SignInForm() {
  const form = useForm({ username: '', password: '' });
  const [missing, setMissing] = useState(false);
  const login = useLogin({
    onSuccess: useEnterBackOffice(AUTH_PAGE_MESSAGES.loginSuccess),
    onError: (error) => toastFailure(AUTH_PAGE_MESSAGES.loginFailed, error),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { username, password } = form.values;
    const incomplete = !username.trim() || !password;
    setMissing(incomplete);
    if (!incomplete) login.mutate({ username: username.trim(), password });
  };
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

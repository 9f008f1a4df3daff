import { AUTH_MESSAGES, confirmPasswordError, isValidEmail, resetPasswordError, USER_MESSAGES } from '@institute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton, TextField } from '../../components/Field';
import { apiRequest, serverMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { useUser } from '../../lib/queries';
import { toast } from '../../lib/toast';
import type { User } from '@institute/shared';
import { useForm } from '../../lib/use-form';
import { AuthCard } from './AuthCard';
import { AUTH_PAGE_MESSAGES, goToAdmin } from './messages';

function SignInForm() {
  const queryClient = useQueryClient();
  const form = useForm({ username: '', password: '' });
  const [missing, setMissing] = useState(false);
  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => apiRequest<User>('POST', '/api/login', body),
    onSuccess: (user) => {
      queryClient.setQueryData(['/api/user'], user);
      toast({ title: AUTH_PAGE_MESSAGES.loginSuccess, description: AUTH_PAGE_MESSAGES.welcome });
      goToAdmin();
    },
    onError: (error) => toast({ title: AUTH_PAGE_MESSAGES.loginFailed, description: serverMessage(error, ''), variant: 'destructive' }),
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

const EMPTY_REGISTRATION = { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

function RegisterForm() {
  const queryClient = useQueryClient();
  const form = useForm(EMPTY_REGISTRATION);
  const register = useMutation({
    mutationFn: ({ confirmPassword: _, ...body }: typeof EMPTY_REGISTRATION) => apiRequest<User>('POST', '/api/register', body),
    onSuccess: (user) => {
      queryClient.setQueryData(['/api/user'], user);
      toast({ title: AUTH_PAGE_MESSAGES.registrationSuccess, description: AUTH_PAGE_MESSAGES.welcome });
      goToAdmin();
    },
    onError: (error) =>
      toast({ title: AUTH_PAGE_MESSAGES.registrationFailed, description: serverMessage(error, ''), variant: 'destructive' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { ...form.trimmed(), password: form.values.password, confirmPassword: form.values.confirmPassword };
    const errors: Partial<Record<keyof typeof EMPTY_REGISTRATION, string>> = {};
    if (!values.username) errors.username = USER_MESSAGES.usernameRequired;
    if (values.email && !isValidEmail(values.email)) errors.email = USER_MESSAGES.invalidEmail;
    const passwordError = resetPasswordError(values.password);
    if (passwordError) errors.password = passwordError;
    const confirmError = confirmPasswordError(values.password, values.confirmPassword);
    if (confirmError) errors.confirmPassword = confirmError;
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) register.mutate(values);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register">
      <TextField label="Username" {...form.field('username')} required autoComplete="username" />
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" />
      <div className="form-grid">
        <TextField label="First Name" name="firstName" autoComplete="given-name" value={form.values.firstName} onChange={form.onChange} />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" value={form.values.lastName} onChange={form.onChange} />
      </div>
      <TextField label="Password" {...form.field('password')} type="password" required autoComplete="new-password" />
      <TextField label="Confirm Password" {...form.field('confirmPassword')} type="password" required autoComplete="new-password" />
      <SubmitButton pending={register.isPending} busyText="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}

export default function LoginPage() {
  usePageMeta({ title: 'Staff Sign In', description: 'Sign in to manage the institute website.' });
  const user = useUser();
  const [mode, setMode] = useState<'signin' | 'register'>('signin');

  useEffect(() => {
    if (user.data) goToAdmin();
  }, [user.data]);

  return (
    <AuthCard title="Staff Portal" subtitle="Sign in to manage the institute website.">
      <div className="tabs tabs-full" role="tablist" aria-label="Sign in or register">
        <button
          type="button"
          role="tab"
          id="tab-signin"
          aria-selected={mode === 'signin'}
          aria-controls="panel-auth"
          className={mode === 'signin' ? 'tab active' : 'tab'}
          onClick={() => setMode('signin')}
        >
          Sign In
        </button>
        <button
          type="button"
          role="tab"
          id="tab-register"
          aria-selected={mode === 'register'}
          aria-controls="panel-auth"
          className={mode === 'register' ? 'tab active' : 'tab'}
          onClick={() => setMode('register')}
        >
          Register
        </button>
      </div>
      <div id="panel-auth" role="tabpanel" aria-labelledby={mode === 'signin' ? 'tab-signin' : 'tab-register'}>
        {mode === 'signin' ? <SignInForm /> : <RegisterForm />}
      </div>
    </AuthCard>
  );
}

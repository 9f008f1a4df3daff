import { AUTH_MESSAGES, confirmPasswordError, resetPasswordError } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { apiRequest, serverMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { AuthCard } from './AuthCard';
import { AUTH_PAGE_MESSAGES } from './messages';

/** Public spec §9: the success state sends the visitor to /login after 3000 ms. */
const REDIRECT_MS = 3000;

function BackToLogin() {
  return (
    <p className="center">
      <Link to="/login" className="text-link">
        <Icon name="arrowLeft" size={14} /> Back to Login
      </Link>
    </p>
  );
}

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', description: 'Choose a new password for your staff account.' });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const form = useForm({ newPassword: '', confirmPassword: '' });
  const reset = useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => apiRequest('POST', '/api/auth/reset-password', body),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login'), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <AuthCard title={AUTH_PAGE_MESSAGES.invalidLinkTitle}>
        <p className="alert alert-error" role="alert">
          {AUTH_PAGE_MESSAGES.invalidLinkText}
        </p>
        <Link to="/forgot-password" className="button button-block">
          Request New Reset Link
        </Link>
        <BackToLogin />
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={AUTH_MESSAGES.passwordResetDone}>
        <p className="alert alert-success" role="status">
          Your password has been changed. You will be taken to the login page in a few seconds.
        </p>
        <Link to="/login" className="button button-block">
          Go to Login Now
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      toast({ title: AUTH_PAGE_MESSAGES.invalidLinkTitle, description: AUTH_MESSAGES.invalidResetToken, variant: 'destructive' });
      return;
    }
    const { newPassword, confirmPassword } = form.values;
    const errors: { newPassword?: string; confirmPassword?: string } = {};
    const passwordError = resetPasswordError(newPassword);
    if (passwordError) errors.newPassword = passwordError;
    const confirmError = confirmPasswordError(newPassword, confirmPassword);
    if (confirmError) errors.confirmPassword = confirmError;
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) reset.mutate({ token, newPassword });
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password: at least 8 characters with an uppercase letter, a lowercase letter and a number."
    >
      {reset.isError && (
        <p className="alert alert-error" role="alert">
          {serverMessage(reset.error, AUTH_PAGE_MESSAGES.resetFailed)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <TextField label="New Password" {...form.field('newPassword')} type="password" required autoComplete="new-password" />
        <TextField label="Confirm Password" {...form.field('confirmPassword')} type="password" required autoComplete="new-password" />
        <SubmitButton pending={reset.isPending} busyText="Resetting...">
          Reset Password
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

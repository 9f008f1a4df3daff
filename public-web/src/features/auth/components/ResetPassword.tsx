import { AUTH_MESSAGES } from '@institute/shared';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/Field';
import { serverMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';
import { newPasswordErrors } from '../utils/passwords';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { BackToLogin } from './BackToLogin';

/** After a reset, the page goes to /login after 3000 ms (docs/public-site.md, Constants). */
const REDIRECT_MS = 3000;

/** The reset form for the link's `token`: the invalid-link state without one, the success state after the reset. */
export function ResetPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm({ newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();

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
    const { newPassword, confirmPassword } = form.values;
    const { password, ...errors } = newPasswordErrors(newPassword, confirmPassword);
    form.setErrors(password ? { ...errors, newPassword: password } : errors);
    if (!password && !errors.confirmPassword) reset.mutate({ token, newPassword });
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
        <NewPasswordFields label="New Password" password={form.field('newPassword')} confirm={form.field('confirmPassword')} />
        <SubmitButton pending={reset.isPending} busyText="Resetting...">
          Reset Password
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

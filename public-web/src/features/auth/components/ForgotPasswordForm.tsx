import { AUTH_MESSAGES, isValidEmail } from '@institute/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/Field';
import { serverMessage } from '@/lib/api';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';

/** The request for a reset link: one e-mail field; on success the form clears and says the link was sent. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useRequestPasswordReset({ onSuccess: () => setEmail('') });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const error = isValidEmail(value) ? null : AUTH_MESSAGES.invalidEmail;
    setFieldError(error);
    if (!error) request.mutate({ email: value });
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your e-mail address and we'll send you a link to reset your password.">
      {request.isSuccess && (
        <p className="alert alert-success" role="status">
          {AUTH_MESSAGES.resetLinkSent}
        </p>
      )}
      {request.isError && (
        <p className="alert alert-error" role="alert">
          {serverMessage(request.error, AUTH_PAGE_MESSAGES.forgotFailed)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <SubmitButton pending={request.isPending} busyText="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

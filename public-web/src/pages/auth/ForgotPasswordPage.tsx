import { AUTH_MESSAGES, isValidEmail } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { apiRequest, serverMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { AuthCard } from './AuthCard';
import { AUTH_PAGE_MESSAGES } from './messages';

export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', description: 'Request a link to reset your staff password.' });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: { email: string }) => apiRequest('POST', '/api/auth/forgot-password', body),
    onSuccess: () => setEmail(''),
  });

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
      <p className="center">
        <Link to="/login" className="text-link">
          <Icon name="arrowLeft" size={14} /> Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

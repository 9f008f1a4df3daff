import { isValidEmail } from '@institute/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/Field';
import { useMessageText } from '@/lib/messages';
import { useTexts } from '@/lib/i18n';
import { requestPasswordReset } from '../api/request-password-reset';
import { useCall } from '@/lib/use-call';

/**
 * The request for a reset link, an island (docs/public-site.md, Islands): one e-mail field; on
 * success the form clears and says the link was sent.
 */
export default function ForgotPasswordRequest() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useCall(requestPasswordReset, { onSuccess: () => setEmail('') });
  const t = useTexts();
  const text = useMessageText();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const error = isValidEmail(value) ? null : 'auth.invalidEmail';
    setFieldError(error);
    if (!error) request.send({ email: value });
  };

  return (
    <>
      {request.isSuccess && (
        <p className="alert alert-success" role="status">
          {text('auth.resetLinkSent')}
        </p>
      )}
      {request.isError && (
        <p className="alert alert-error" role="alert">
          {text.server(request.error, t('auth.forgotFailed'))}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgotForm')}>
        <TextField
          label={t('auth.email')}
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
        <SubmitButton pending={request.isPending} busyText={t('auth.sending')}>
          {t('auth.sendResetLink')}
        </SubmitButton>
      </form>
    </>
  );
}

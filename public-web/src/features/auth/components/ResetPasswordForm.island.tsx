import { useEffect, type FormEvent } from 'react';
import { SubmitButton } from '@/components/Field';
import { codesOrMessages, useMessageText } from '@/lib/messages';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useForm } from '@/lib/use-form';
import { resetPassword } from '../api/reset-password';
import { useCall } from '@/lib/use-call';
import { newPasswordErrors } from '../utils/passwords';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';
import { NewPasswordFields } from './NewPasswordFields';

/** After a reset, the page goes to /login after 3000 ms (docs/public-site.md, Constants). */
const REDIRECT_MS = 3000;

/**
 * The reset form for the link's `token`, an island (docs/public-site.md, Islands), and the
 * success state after the reset, which goes on to the sign-in screen (a full page load).
 */
export default function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({ newPassword: '', confirmPassword: '' });
  const reset = useCall(resetPassword);
  const t = useTexts();
  const text = useMessageText();
  const login = useLocalePath()('/login');

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => window.location.assign(login), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, login]);

  if (reset.isSuccess) {
    return (
      <AuthCard title={text('auth.passwordResetDone')}>
        <p className="alert alert-success" role="status">
          {t('auth.resetDoneText')}
        </p>
        <a href={login} className="button button-block">
          {t('auth.goToLogin')}
        </a>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { newPassword, confirmPassword } = form.values;
    const { password, ...errors } = codesOrMessages(newPasswordErrors(newPassword, confirmPassword));
    form.setErrors(password ? { ...errors, newPassword: password } : errors);
    if (!password && !errors.confirmPassword) reset.send({ token, newPassword });
  };

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {reset.isError && (
        <p className="alert alert-error" role="alert">
          {text.server(reset.error, t('auth.resetFailed'))}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.resetForm')}>
        <NewPasswordFields label={t('auth.newPassword')} password={form.field('newPassword')} confirm={form.field('confirmPassword')} />
        <SubmitButton pending={reset.isPending} busyText={t('auth.resetting')}>
          {t('auth.resetSubmit')}
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

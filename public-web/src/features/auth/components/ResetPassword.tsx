import { AUTH_MESSAGES } from '@institute/shared';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/Field';
import { useMessageText } from '@/lib/messages';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '../api/reset-password';
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
  const t = useTexts();
  const text = useMessageText();
  const path = useLocalePath();
  const login = path('/login');

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(login), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate, login]);

  if (!token) {
    return (
      <AuthCard title={t('auth.invalidLinkTitle')}>
        <p className="alert alert-error" role="alert">
          {t('auth.invalidLinkText')}
        </p>
        <Link to={path('/forgot-password')} className="button button-block">
          {t('auth.requestNewLink')}
        </Link>
        <BackToLogin />
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={text(AUTH_MESSAGES.passwordResetDone)}>
        <p className="alert alert-success" role="status">
          {t('auth.resetDoneText')}
        </p>
        <Link to={login} className="button button-block">
          {t('auth.goToLogin')}
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

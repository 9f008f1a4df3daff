import { Island } from '@/lib/islands';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';
import ResetPasswordForm from './ResetPasswordForm.island';

/** The reset form for the link's `token` (an island: ResetPasswordForm); without one, the invalid-link state, which runs no code. */
export function ResetPassword({ token }: { token: string }) {
  const t = useTexts();
  const path = useLocalePath();

  if (!token) {
    return (
      <AuthCard title={t('auth.invalidLinkTitle')}>
        <p className="alert alert-error" role="alert">
          {t('auth.invalidLinkText')}
        </p>
        <a href={path('/forgot-password')} className="button button-block">
          {t('auth.requestNewLink')}
        </a>
        <BackToLogin />
      </AuthCard>
    );
  }

  return <Island of={ResetPasswordForm} props={{ token }} />;
}

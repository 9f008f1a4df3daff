import { Island } from '@/lib/islands';
import { useTexts } from '@/lib/i18n';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';
import ForgotPasswordRequest from './ForgotPasswordRequest.island';

/** The request for a reset link: the card is the server's, the form an island (ForgotPasswordRequest). */
export function ForgotPasswordForm() {
  const t = useTexts();
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <Island of={ForgotPasswordRequest} props={{}} />
      <BackToLogin />
    </AuthCard>
  );
}

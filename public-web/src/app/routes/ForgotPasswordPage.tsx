import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { useTexts } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

export default function ForgotPasswordPage() {
  const t = useTexts();
  usePageMeta({ title: t('auth.forgotTitle'), description: t('auth.forgotDescription') });
  return <ForgotPasswordForm />;
}

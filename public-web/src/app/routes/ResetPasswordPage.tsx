import { useSearchParams } from 'react-router';
import { ResetPassword } from '@/features/auth/components/ResetPassword';
import { useTexts } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

export default function ResetPasswordPage() {
  const t = useTexts();
  usePageMeta({ title: t('auth.resetTitle'), description: t('auth.resetDescription') });
  const [params] = useSearchParams();
  return <ResetPassword token={params.get('token')?.trim() ?? ''} />;
}

import { ResetPassword } from '@/features/auth/components/ResetPassword';
import { useTexts } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import { usePageUrl } from '@/lib/ssr';

export default function ResetPasswordPage() {
  const t = useTexts();
  usePageMeta({ title: t('auth.resetTitle'), description: t('auth.resetDescription') });
  const token = usePageUrl().searchParams.get('token')?.trim() ?? '';
  return <ResetPassword token={token} />;
}

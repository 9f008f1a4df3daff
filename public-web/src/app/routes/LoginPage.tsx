import { StaffPortal } from '@/features/auth/components/StaffPortal';
import { useTexts } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

export default function LoginPage() {
  const t = useTexts();
  usePageMeta({ title: t('auth.loginTitle'), description: t('auth.loginDescription') });
  return <StaffPortal />;
}

import { Island } from '@/lib/islands';
import { useTexts } from '@/lib/i18n';
import { AuthCard } from './AuthCard';
import StaffPortalForms from './StaffPortalForms.island';

/** The one sign-in screen, with registration on its second tab; a visitor already signed in goes on to the back office. */
export function StaffPortal() {
  const t = useTexts();
  return (
    <AuthCard title={t('auth.portalTitle')} subtitle={t('auth.loginDescription')}>
      <Island of={StaffPortalForms} props={{}} />
    </AuthCard>
  );
}

import { StaffPortal } from '@/features/auth/components/StaffPortal';
import { usePageMeta } from '@/lib/meta';

export default function LoginPage() {
  usePageMeta({ title: 'Staff Sign In', description: 'Sign in to manage the institute website.' });
  return <StaffPortal />;
}

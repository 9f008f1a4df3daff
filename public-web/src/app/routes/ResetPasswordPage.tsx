import { useSearchParams } from 'react-router';
import { ResetPassword } from '@/features/auth/components/ResetPassword';
import { usePageMeta } from '@/lib/meta';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', description: 'Choose a new password for your staff account.' });
  const [params] = useSearchParams();
  return <ResetPassword token={params.get('token')?.trim() ?? ''} />;
}

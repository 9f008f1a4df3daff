import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { usePageMeta } from '@/lib/meta';

export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', description: 'Request a link to reset your staff password.' });
  return <ForgotPasswordForm />;
}

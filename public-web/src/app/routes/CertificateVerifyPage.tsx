import { CertificateVerification } from '@/features/certificates/components/CertificateVerification';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function CertificateVerifyPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('certificate.pageTitle')} subtitle={t('certificate.pageSubtitle')} description={t('certificate.pageDescription')}>
      <CertificateVerification />
    </InnerPage>
  );
}

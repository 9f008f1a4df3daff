import { CertificateVerification } from '@/features/certificates/components/CertificateVerification';
import { InnerPage } from '../layout/InnerPage';

export default function CertificateVerifyPage() {
  return (
    <InnerPage
      title="Certificate Verification"
      subtitle="Check that a certificate issued by the institute is genuine."
      description="Verify a training certificate issued by the institute with its number and the holder’s date of birth."
    >
      <CertificateVerification />
    </InnerPage>
  );
}

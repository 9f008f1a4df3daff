import { PageHero } from '@/components/PageHero';
import { CertificateVerification } from '@/features/certificates/components/CertificateVerification';
import { usePageMeta } from '@/lib/meta';

export default function CertificateVerifyPage() {
  usePageMeta({
    title: 'Certificate Verification',
    description: 'Verify a training certificate issued by the institute with its number and the holder’s date of birth.',
  });
  return (
    <>
      <PageHero title="Certificate Verification" subtitle="Check that a certificate issued by the institute is genuine." />
      <CertificateVerification />
    </>
  );
}

import { Island } from '@/lib/islands';
import { usePageUrl } from '@/lib/ssr';
import CertificateVerifier from './CertificateVerifier.island';
import './CertificateVerification.css';

/**
 * The verification form and its answer, side by side: an island (CertificateVerifier). A
 * certificate's QR code opens this page with ?number=, which the form starts from.
 */
export function CertificateVerification() {
  const number = usePageUrl().searchParams.get('number')?.trim().slice(0, 100) ?? '';
  return (
    <section className="section">
      <div className="container two-col align-start">
        <Island of={CertificateVerifier} props={{ number }} />
      </div>
    </section>
  );
}

import type { VerifiedCertificate } from '../entities.js';

/**
 * What the server tells a page about a form posted to it without JavaScript (docs/public-site.md,
 * Forms without JavaScript): the answer's status, what the visitor typed that the page shows
 * again (never a date of birth), and the outcome: the certificate found, the messages of the
 * fields refused (422), or the message of a refusal (403, 413, 429). The page renders it as it
 * renders the same answer of the JSON call, and the browser starts from it.
 */
interface CertificateFormAnswer {
  form: 'certificate';
  status: number;
  certificateNumber: string;
  certificate?: VerifiedCertificate;
  errors?: Record<string, string>;
  message?: string;
}

export type PageFormAnswer = CertificateFormAnswer;

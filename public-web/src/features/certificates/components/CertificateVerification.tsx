import {
  CERTIFICATE_VERIFY_MESSAGES,
  localeDisplayDate,
  PUBLIC_FORM_MESSAGES,
  validateCertificateVerification,
  type VerifiedCertificate,
} from '@institute/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DetailList } from '@/components/DetailList';
import { errorsByField, PostedForm, SubmitButton, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { ApiError, serverMessage } from '@/lib/api';
import { usePostedForm } from '@/lib/ssr';
import { useForm, useTypedBeforeHydration, validatedSubmit } from '@/lib/use-form';
import { useVerifyCertificate } from '../api/verify-certificate';
import './CertificateVerification.css';
import { useLocale } from '@/lib/locale';

/** When the call itself fails (no answer about the certificate). */
const CHECK_FAILED = 'The verification service is not available right now.';

function CertificateDetails({ certificate }: { certificate: VerifiedCertificate }) {
  const locale = useLocale();
  const rows: [string, string][] = [
    ['Name', certificate.name],
    ["Father's Name", certificate.fatherName],
    ['Course Taken', certificate.courseTaken],
    ['Duration', certificate.duration],
    ['Training Date', localeDisplayDate(certificate.trainingDate, locale)],
    ['Certificate Number', certificate.certificateNumber],
    ['Donor Funded', certificate.isDonorFunded ? 'Yes' : 'No'],
  ];
  if (certificate.isDonorFunded && certificate.projectOfficeName) rows.push(['Project/Office Name', certificate.projectOfficeName]);
  return <DetailList rows={rows} testId="certificate-details" />;
}

/**
 * The verification form and its answer: the certificate's details, not found with a checklist, or
 * a failed check. The form posts to this page (docs/public-site.md, Forms without JavaScript): sent
 * before or without the page's code, the server answers with this page showing its answer; once
 * the code runs, the answer is shown in place from the JSON call.
 */
export function CertificateVerification() {
  // A certificate's QR code opens this page with ?number=; the date of birth is still typed.
  const [params] = useSearchParams();
  const posted = usePostedForm('certificate');
  const form = useForm(
    { certificateNumber: posted?.certificateNumber ?? params.get('number')?.trim().slice(0, 100) ?? '', dateOfBirth: '' },
    posted?.errors,
  );
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, form.setValues);
  const verify = useVerifyCertificate();

  const onSubmit = validatedSubmit(form, (body) => errorsByField(validateCertificateVerification(body)), verify.mutate);

  // The posted form's answer stands until the visitor sends the form again from the page.
  const sentHere = !verify.isIdle;
  const answer = sentHere
    ? verify.data
    : posted?.status === 200
      ? { success: true, certificate: posted.certificate }
      : posted?.status === 404
        ? { success: false, error: posted.message }
        : undefined;
  const refused = sentHere ? verify.isError : !!posted && ![200, 404, 422].includes(posted.status);
  // Not found is an answer about the certificate; a refused or failed call (rate limit, server
  // down) says nothing about it, so it must not show the 'Certificate Not Found' panel.
  const notFound = answer !== undefined && !answer.success;
  const failure = answer?.error || CERTIFICATE_VERIFY_MESSAGES.failed;
  // A 503: the site is briefly down; the number and date stay in the form, and the page says so.
  const unavailable = sentHere ? verify.error instanceof ApiError && verify.error.status === 503 : posted?.status === 503;
  const refusal = sentHere ? serverMessage(verify.error, CHECK_FAILED) : (posted?.message ?? CHECK_FAILED);

  return (
    <section className="section">
      <div className="container two-col align-start">
        <PostedForm formRef={element} action="/certificate-verify" onSubmit={onSubmit} label="Verify a certificate">
          <h2>Verify a Certificate</h2>
          <p className="muted">Enter the certificate number and the holder's date of birth exactly as on the certificate.</p>
          <TextField label="Certificate Number" {...form.field('certificateNumber')} required placeholder="e.g. NTSI-2081-0001" native />
          <TextField label="Date of Birth" {...form.field('dateOfBirth')} type="date" required native />
          <SubmitButton pending={verify.isPending} busyText="Verifying..." native>
            Verify Certificate
          </SubmitButton>
        </PostedForm>
        <div aria-live="polite">
          {answer?.success && answer.certificate ? (
            <div className="panel result-success" role="status">
              <p className="result-heading">{CERTIFICATE_VERIFY_MESSAGES.verified}</p>
              <CertificateDetails certificate={answer.certificate} />
            </div>
          ) : refused ? (
            <div className="panel result-failure" role="alert" data-testid="verify-error">
              <p className="result-heading">{unavailable ? PUBLIC_FORM_MESSAGES.unavailable : refusal}</p>
              <p>The certificate could not be checked. Please try again in a few minutes.</p>
            </div>
          ) : notFound ? (
            <div className="panel result-failure" role="alert">
              <p className="result-heading">{failure}</p>
              <h3>{CERTIFICATE_VERIFY_MESSAGES.notFound}</h3>
              <p>Please check the following and try again:</p>
              <ul className="check-list">
                <li>The certificate number is typed exactly as printed, including letters and dashes.</li>
                <li>The date of birth matches the one on the certificate.</li>
                <li>The certificate was issued by this institute.</li>
                <li>If it still cannot be found, contact the institute office.</li>
              </ul>
            </div>
          ) : (
            <div className="panel muted-panel">
              <Icon name="award" size={40} />
              <h2>How verification works</h2>
              <p className="muted">
                The result shows the holder's name, course, duration and training date when the details match our records.
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

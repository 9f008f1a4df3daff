import { localeDisplayDate, validateCertificateVerification, type VerifiedCertificate } from '@institute/shared';
import { type ReactNode, useRef } from 'react';
import { DetailList } from '@/components/DetailList';
import { errorsByField, PostedForm, SubmitButton, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { isUnavailable } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale } from '@/lib/locale';
import { codeOrMessage, codesOrMessages, useMessageText } from '@/lib/messages';
import { usePostedForm } from '@/lib/ssr';
import { useCall } from '@/lib/use-call';
import { useFocusOnAnswer, useForm, useTypedBeforeHydration, validatedSubmit } from '@/lib/use-form';
import { type VerifyAnswer, verifyCertificate } from '../api/verify-certificate';

/** An example of a certificate number (a code: the same in every language). */
const NUMBER_EXAMPLE = 'NTSI-2081-0001';

function CertificateDetails({ certificate }: { certificate: VerifiedCertificate }) {
  const locale = useLocale();
  const t = useTexts();
  // What was typed into the certificate (names, course, duration) is in English on a Nepali page.
  const contentLang = useContentLang();
  const typed = (field: keyof VerifiedCertificate, value: string) => <span lang={contentLang(certificate, field)}>{value}</span>;
  const rows: [string, ReactNode][] = [
    [t('certificate.name'), typed('name', certificate.name)],
    [t('certificate.fatherName'), typed('fatherName', certificate.fatherName)],
    [t('certificate.courseTaken'), typed('courseTaken', certificate.courseTaken)],
    [t('certificate.duration'), typed('duration', certificate.duration)],
    [t('certificate.trainingDate'), localeDisplayDate(certificate.trainingDate, locale)],
    [t('certificate.number'), certificate.certificateNumber],
    [t('certificate.donorFunded'), certificate.isDonorFunded ? t('certificate.yes') : t('certificate.no')],
  ];
  if (certificate.isDonorFunded && certificate.projectOfficeName)
    rows.push([t('certificate.projectOffice'), typed('projectOfficeName', certificate.projectOfficeName)]);
  return <DetailList rows={rows} testId="certificate-details" />;
}

/**
 * The verification form and its answer, an island (docs/public-site.md, Islands): the
 * certificate's details, not found with a checklist, or a failed check. The form posts to this
 * page (docs/public-site.md, Forms without JavaScript): sent before or without the page's code,
 * the server answers with this page showing its answer; once the code runs, the answer is shown
 * in place from the JSON call. `number`: the certificate number the page's address gives
 * (`?number=`, a certificate's QR code); the date of birth is still typed.
 */
export default function CertificateVerifier({ number }: { number: string }) {
  const posted = usePostedForm('certificate');
  const form = useForm({ certificateNumber: posted?.certificateNumber ?? number, dateOfBirth: '' }, codesOrMessages(posted?.errors ?? {}));
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, form.setValues);
  const sent = useCall(verifyCertificate);
  const t = useTexts();
  const text = useMessageText();
  const checkFailed = t('certificate.checkFailed');

  const onSubmit = validatedSubmit(form, (body) => errorsByField(validateCertificateVerification(body)), sent.send);

  // The posted form's answer stands until the visitor sends the form again from the page.
  const sentHere = !sent.isIdle;
  const answer: VerifyAnswer | undefined = sentHere
    ? sent.data
    : posted?.status === 200
      ? { success: true, certificate: posted.certificate }
      : posted?.status === 404
        ? {
            success: false,
            error: posted.message === undefined ? undefined : { code: codeOrMessage(posted.message), message: posted.message },
          }
        : undefined;
  const refused = sentHere ? sent.isError : !!posted && ![200, 404, 422].includes(posted.status);
  // Not found is an answer about the certificate; a refused or failed call (rate limit, server
  // down) says nothing about it, so it must not show the 'Certificate Not Found' panel.
  const notFound = answer !== undefined && !answer.success;
  const failure = answer?.error || 'certificateVerify.failed';
  // A 503: the site is briefly down; the number and date stay in the form, and the page says so.
  const unavailable = sentHere ? isUnavailable(sent.error) : posted?.status === 503;
  const refusal = sentHere ? text.server(sent.error, checkFailed) : text(codeOrMessage(posted?.message ?? checkFailed));
  // Each answer of a verification sent from the page: its details, not found, or a refusal.
  const result = useFocusOnAnswer<HTMLDivElement>(sent.data ?? sent.error);

  return (
    <>
      <PostedForm formRef={element} action="/certificate-verify" onSubmit={onSubmit} label={t('certificate.formLabel')}>
        <h2>{t('certificate.heading')}</h2>
        <p className="muted">{t('certificate.intro')}</p>
        <TextField
          label={t('certificate.number')}
          {...form.field('certificateNumber')}
          required
          placeholder={`${t('certificate.examplePrefix')} ${NUMBER_EXAMPLE}`}
          native
        />
        <TextField label={t('certificate.dateOfBirth')} {...form.field('dateOfBirth')} type="date" required native />
        <SubmitButton pending={sent.isPending} busyText={t('certificate.verifying')} native>
          {t('certificate.verify')}
        </SubmitButton>
      </PostedForm>
      <div aria-live="polite" ref={result} tabIndex={-1}>
        {answer?.success && answer.certificate ? (
          <div className="panel result-success" role="status">
            <p className="result-heading">{text('certificateVerify.verified')}</p>
            <CertificateDetails certificate={answer.certificate} />
          </div>
        ) : refused ? (
          <div className="panel result-failure" role="alert" data-testid="verify-error">
            <p className="result-heading">{unavailable ? text('publicForm.unavailable') : refusal}</p>
            <p>{t('certificate.checkFailedText')}</p>
          </div>
        ) : notFound ? (
          <div className="panel result-failure" role="alert">
            <p className="result-heading">{text(failure)}</p>
            <h3>{text('certificateVerify.notFound')}</h3>
            <p>{t('certificate.checklistIntro')}</p>
            <ul className="check-list">
              <li>{t('certificate.checkNumber')}</li>
              <li>{t('certificate.checkBirthDate')}</li>
              <li>{t('certificate.checkIssuer')}</li>
              <li>{t('certificate.checkOffice')}</li>
            </ul>
          </div>
        ) : (
          <div className="panel muted-panel">
            <Icon name="award" size={40} />
            <h2>{t('certificate.howTitle')}</h2>
            <p className="muted">{t('certificate.howText')}</p>
          </div>
        )}
      </div>
    </>
  );
}

import {
  applicationProgramOptions,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  localePath,
  SENT_PARAM,
  validateApplication,
} from '@institute/shared';
import { useEffect, useState } from 'react';
import { errorsByField, PostedForm, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { isUnavailable } from '@/lib/api';
import { useMessageText } from '@/lib/messages';
import { Icon } from '@/components/Icon';
import { onProgramChosen, takePendingProgram } from '@/lib/apply-intent';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFocusOnAnswer, validatedSubmit } from '@/lib/use-form';
import { useSubmitApplication, type ApplicationForm } from '../api/submit-application';
import { HomeFormFields, Honeypot, UnavailableNotice, useFailureToast, useHomeForm } from './BotTrap';
import './ApplySection.css';
import { useContentLang, useLocale } from '@/lib/locale';
import { usePageUrl } from '@/lib/ssr';

const EMPTY: ApplicationForm = { name: '', email: '', phone: '', address: '', program: '', education: '', experience: '', motivation: '' };

/** A program as the form offers it: its title, in the page's language or English (its `fallbackFields`). */
export type ProgramChoice = { title: string; isActive?: boolean; fallbackFields?: string[] };

/**
 * The home apply section, an island; `programs` (the active ones, placed by the home page) are
 * the form's choices, with Other. The form posts to the home page (docs/public-site.md, Forms without
 * JavaScript): sent before or without the page's code, the server answers with the thank-you
 * (`?sent=apply`) or this page with the messages and what was typed; once the code runs, it is
 * sent as JSON and answered in place.
 */
export default function ApplySection({ programs }: { programs: ProgramChoice[] }) {
  const { posted, form, trap, element } = useHomeForm('apply', EMPTY);
  const params = usePageUrl().searchParams;
  const [submitted, setSubmitted] = useState(() => params.get(SENT_PARAM) === 'apply');
  const thanks = useFocusOnAnswer<HTMLDivElement>(submitted);
  const { setValues } = form;

  useEffect(() => {
    const pending = takePendingProgram();
    if (pending) setValues((v) => ({ ...v, program: pending }));
    return onProgramChosen((title) => {
      setSubmitted(false);
      setValues((v) => ({ ...v, program: title }));
    });
  }, [setValues]);

  // The answer and the confirmation come in the page's language (docs/api.md, Languages).
  const locale = useLocale();
  const t = useTexts();
  const text = useMessageText();
  const failed = useFailureToast();
  const contentLang = useContentLang();
  const submit = useSubmitApplication({
    onSuccess: () => {
      toast({ title: text('application.submitted'), description: text('application.submittedDescription') });
      form.reset(EMPTY);
      setSubmitted(true);
    },
    // A 503 keeps every typed value (the form is only reset on success) and says so.
    onError: (error) => failed('application.failed', error),
  });

  const onSubmit = validatedSubmit(
    form,
    (body) => errorsByField(validateApplication(body)),
    (body) => submit.send({ ...body, ...trap.fields(), locale }),
  );

  // The active programs' titles (in the page's language, or English with its `lang`), then Other.
  const programOptions = applicationProgramOptions(programs).map((title) => {
    const program = programs.find((p) => p.title === title);
    return program ? { value: title, label: title, lang: contentLang(program, 'title') } : { value: title, label: t('apply.otherProgram') };
  });
  const education = EDUCATION_OPTIONS.map((value) => ({ value, label: t(`education.${value}`) }));
  const employment = EMPLOYMENT_STATUS_OPTIONS.map((value) => ({ value, label: t(`employmentStatus.${value}`) }));

  return (
    <section id="apply" className="section apply-section">
      <div className="container narrow">
        <h2 className="section-title center">{t('apply.title')}</h2>
        <p className="section-lead center">{t('apply.lead')}</p>
        {submitted ? (
          <div className="panel thank-you" role="status" ref={thanks} tabIndex={-1}>
            <Icon name="check" size={40} />
            <h3>{t('apply.thankYou')}</h3>
            <p>{text('application.received')}</p>
            <a
              className="button"
              href={localePath('/#apply', locale)}
              onClick={(event) => {
                event.preventDefault();
                setSubmitted(false);
                // The address no longer says the form was sent.
                const url = new URL(window.location.href);
                if (url.searchParams.has(SENT_PARAM)) {
                  url.searchParams.delete(SENT_PARAM);
                  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}#apply`);
                }
              }}
            >
              {t('apply.submitAnother')}
            </a>
          </div>
        ) : (
          <PostedForm formRef={element} className="panel form-grid" action="/#apply" onSubmit={onSubmit} label={t('apply.formLabel')}>
            <HomeFormFields intent="apply" />
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label={t('apply.name')} {...form.field('name')} required autoComplete="name" native />
            <TextField label={t('apply.email')} {...form.field('email')} type="email" required autoComplete="email" native />
            <TextField label={t('apply.phone')} {...form.field('phone')} type="tel" required autoComplete="tel" native />
            <TextField label={t('apply.address')} {...form.field('address')} autoComplete="street-address" native />
            <SelectField
              label={t('apply.program')}
              {...form.field('program')}
              required
              placeholder={t('apply.programPlaceholder')}
              options={programOptions}
              native
            />
            <SelectField
              label={t('apply.education')}
              {...form.field('education')}
              placeholder={t('apply.educationPlaceholder')}
              options={education}
              native
            />
            <SelectField
              label={t('apply.employment')}
              {...form.field('experience')}
              placeholder={t('apply.employmentPlaceholder')}
              options={employment}
              native
            />
            <div className="span-2">
              <TextAreaField label={t('apply.motivation')} {...form.field('motivation')} native />
            </div>
            {isUnavailable(submit.error) && <UnavailableNotice />}
            {submit.isIdle && posted?.message && <UnavailableNotice message={posted.message} />}
            <div className="span-2">
              <SubmitButton
                pending={submit.isPending}
                busyText={t('apply.submitting')}
                className="button button-accent button-block"
                native
              >
                {t('apply.submit')}
              </SubmitButton>
            </div>
          </PostedForm>
        )}
      </div>
    </section>
  );
}

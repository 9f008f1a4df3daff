import {
  APPLICATION_MESSAGES,
  applicationProgramOptions,
  EDUCATION_LABELS,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUS_OPTIONS,
  localePath,
  PUBLIC_FORM_MESSAGES,
  SENT_PARAM,
  validateApplication,
  type Program,
} from '@institute/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorsByField, PostedForm, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { onProgramChosen, takePendingProgram } from '@/lib/apply-intent';
import { toast, toastFailure } from '@/lib/toast';
import { usePostedForm } from '@/lib/ssr';
import { useForm, useTypedBeforeHydration, validatedSubmit } from '@/lib/use-form';
import { useSubmitApplication, type ApplicationForm } from '../api/submit-application';
import { HomeFormFields, Honeypot, isUnavailable, UnavailableNotice, useBotTrap } from './BotTrap';
import './ApplySection.css';
import { useLocale } from '@/lib/locale';

const EMPTY: ApplicationForm = { name: '', email: '', phone: '', address: '', program: '', education: '', experience: '', motivation: '' };

const EDUCATION = EDUCATION_OPTIONS.map((value) => ({ value, label: EDUCATION_LABELS[value] }));
const EMPLOYMENT = EMPLOYMENT_STATUS_OPTIONS.map((value) => ({ value, label: EMPLOYMENT_STATUS_LABELS[value] }));

/**
 * The home apply section; `programs` (the active ones, placed by the home page) are the form's
 * choices, with Other. The form posts to the home page (docs/public-site.md, Forms without
 * JavaScript): sent before or without the page's code, the server answers with the thank-you
 * (`?sent=apply`) or this page with the messages and what was typed; once the code runs, it is
 * sent as JSON and answered in place.
 */
export function ApplySection({ programs }: { programs: readonly Program[] | undefined }) {
  const posted = usePostedForm('apply');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm(posted ? { ...EMPTY, ...posted.values } : EMPTY, posted?.errors);
  const [submitted, setSubmitted] = useState(() => params.get(SENT_PARAM) === 'apply');
  const { setValues } = form;
  const trap = useBotTrap();
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, setValues);

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
  const submit = useSubmitApplication({
    onSuccess: () => {
      toast({ title: APPLICATION_MESSAGES.submitted, description: APPLICATION_MESSAGES.submittedDescription });
      form.reset(EMPTY);
      setSubmitted(true);
    },
    // A 503 keeps every typed value (the form is only reset on success) and says so.
    onError: (error) =>
      toastFailure(APPLICATION_MESSAGES.failed, error, isUnavailable(error) ? PUBLIC_FORM_MESSAGES.unavailable : 'Please try again.'),
  });

  const onSubmit = validatedSubmit(
    form,
    (body) => errorsByField(validateApplication(body)),
    (body) => submit.mutate({ ...body, ...trap.fields(), locale }),
  );

  const programOptions = applicationProgramOptions(programs ?? []).map((title) => ({ value: title, label: title }));

  return (
    <section id="apply" className="section apply-section">
      <div className="container narrow">
        <h2 className="section-title center">Apply for Training</h2>
        <p className="section-lead center">Fill in the form and our admissions team will contact you within 2-3 business days.</p>
        {submitted ? (
          <div className="panel thank-you" role="status">
            <Icon name="check" size={40} />
            <h3>Thank you for your application!</h3>
            <p>{APPLICATION_MESSAGES.received}</p>
            <a
              className="button"
              href={localePath('/#apply', locale)}
              onClick={(event) => {
                event.preventDefault();
                setSubmitted(false);
                // The address no longer says the form was sent.
                if (params.has(SENT_PARAM)) void navigate(localePath('/#apply', locale), { replace: true, preventScrollReset: true });
              }}
            >
              Submit Another Application
            </a>
          </div>
        ) : (
          <PostedForm formRef={element} className="panel form-grid" action="/#apply" onSubmit={onSubmit} label="Training application">
            <HomeFormFields intent="apply" />
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label="Full Name" {...form.field('name')} required autoComplete="name" native />
            <TextField label="Email" {...form.field('email')} type="email" required autoComplete="email" native />
            <TextField label="Phone" {...form.field('phone')} type="tel" required autoComplete="tel" native />
            <TextField label="Address" {...form.field('address')} autoComplete="street-address" native />
            <SelectField
              label="Program"
              {...form.field('program')}
              required
              placeholder="Select a program"
              options={programOptions}
              native
            />
            <SelectField label="Education" {...form.field('education')} placeholder="Select your education" options={EDUCATION} native />
            <SelectField
              label="Employment Status"
              {...form.field('experience')}
              placeholder="Select your employment status"
              options={EMPLOYMENT}
              native
            />
            <div className="span-2">
              <TextAreaField label="Why do you want to join this program?" {...form.field('motivation')} native />
            </div>
            {isUnavailable(submit.error) && <UnavailableNotice />}
            {submit.isIdle && posted?.message && <UnavailableNotice message={posted.message} />}
            <div className="span-2">
              <SubmitButton pending={submit.isPending} busyText="Submitting..." className="button button-accent button-block" native>
                Submit Application
              </SubmitButton>
            </div>
          </PostedForm>
        )}
      </div>
    </section>
  );
}

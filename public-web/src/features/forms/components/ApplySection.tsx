import {
  APPLICATION_MESSAGES,
  applicationProgramOptions,
  EDUCATION_LABELS,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUS_OPTIONS,
  PUBLIC_FORM_MESSAGES,
  validateApplication,
  type Program,
} from '@institute/shared';
import { useEffect, useState } from 'react';
import { errorsByField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { onProgramChosen, takePendingProgram } from '@/lib/apply-intent';
import { toast, toastFailure } from '@/lib/toast';
import { useForm, validatedSubmit } from '@/lib/use-form';
import { useSubmitApplication, type ApplicationForm } from '../api/submit-application';
import { Honeypot, isUnavailable, UnavailableNotice, useBotTrap } from './BotTrap';
import './ApplySection.css';
import { useLocale } from '@/lib/locale';

const EMPTY: ApplicationForm = { name: '', email: '', phone: '', address: '', program: '', education: '', experience: '', motivation: '' };

const EDUCATION = EDUCATION_OPTIONS.map((value) => ({ value, label: EDUCATION_LABELS[value] }));
const EMPLOYMENT = EMPLOYMENT_STATUS_OPTIONS.map((value) => ({ value, label: EMPLOYMENT_STATUS_LABELS[value] }));

/** The home apply section; `programs` (the active ones, placed by the home page) are the form's choices, with Other. */
export function ApplySection({ programs }: { programs: readonly Program[] | undefined }) {
  const form = useForm(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const { setValues } = form;
  const trap = useBotTrap();

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
      form.reset();
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
            <button type="button" className="button" onClick={() => setSubmitted(false)}>
              Submit Another Application
            </button>
          </div>
        ) : (
          <form className="panel form-grid" onSubmit={onSubmit} noValidate aria-label="Training application">
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label="Full Name" {...form.field('name')} required autoComplete="name" />
            <TextField label="Email" {...form.field('email')} type="email" required autoComplete="email" />
            <TextField label="Phone" {...form.field('phone')} type="tel" required autoComplete="tel" />
            <TextField label="Address" {...form.field('address')} autoComplete="street-address" />
            <SelectField label="Program" {...form.field('program')} required placeholder="Select a program" options={programOptions} />
            <SelectField label="Education" {...form.field('education')} placeholder="Select your education" options={EDUCATION} />
            <SelectField
              label="Employment Status"
              {...form.field('experience')}
              placeholder="Select your employment status"
              options={EMPLOYMENT}
            />
            <div className="span-2">
              <TextAreaField label="Why do you want to join this program?" {...form.field('motivation')} />
            </div>
            {isUnavailable(submit.error) && <UnavailableNotice />}
            <div className="span-2">
              <SubmitButton pending={submit.isPending} busyText="Submitting..." className="button button-accent button-block">
                Submit Application
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

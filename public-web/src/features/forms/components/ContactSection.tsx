import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  INSTITUTE_ADDRESS,
  OFFICE_HOURS,
  PUBLIC_FORM_MESSAGES,
  SENT_PARAM,
  validateContactMessage,
} from '@institute/shared';
import { errorsByField, PostedForm, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import { toast, toastFailure } from '@/lib/toast';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePostedForm } from '@/lib/ssr';
import { useForm, useTypedBeforeHydration, validatedSubmit } from '@/lib/use-form';
import { useSendContactMessage, type ContactForm } from '../api/send-contact-message';
import { mapsEmbedUrl, mapsUrl } from '../utils/maps';
import { HomeFormFields, Honeypot, isUnavailable, UnavailableNotice, useBotTrap } from './BotTrap';
import './ContactSection.css';
import { useLocale } from '@/lib/locale';

const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: DEFAULT_CONTACT_SUBJECT, message: '' };
const SUBJECTS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }));

/**
 * The contact section. The form posts to the home page (docs/public-site.md, Forms without
 * JavaScript): sent before or without the page's code, the server answers with this section
 * saying the message was sent (`?sent=contact`), or with the messages and what was typed; once
 * the code runs, it is sent as JSON and answered in place.
 */
export function ContactSection() {
  const settings = useSiteSettings();
  const posted = usePostedForm('contact');
  const [params] = useSearchParams();
  const form = useForm(posted ? { ...EMPTY, ...posted.values } : EMPTY, posted?.errors);
  const trap = useBotTrap();
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, form.setValues);

  // The answer and the confirmation come in the page's language (docs/api.md, Languages).
  const locale = useLocale();
  const send = useSendContactMessage({
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.sent, description: CONTACT_MESSAGES.sentDescription });
      form.reset(EMPTY);
      trap.restart();
    },
    // A 503 keeps every typed value (the form is only reset on success) and says so.
    onError: (error) =>
      toastFailure(CONTACT_MESSAGES.failed, error, isUnavailable(error) ? PUBLIC_FORM_MESSAGES.unavailable : 'Please try again.'),
  });

  const onSubmit = validatedSubmit(
    form,
    (body) => errorsByField(validateContactMessage(body)),
    (body) => send.mutate({ ...body, ...trap.fields(), locale }),
  );

  return (
    <section id="contact" className="section section-alt">
      <div className="container">
        <h2 className="section-title center">Contact Us</h2>
        <p className="section-lead center">Questions about programs, admissions or partnerships? Send us a message.</p>
        <div className="contact-layout">
          <PostedForm formRef={element} className="panel form-grid" action="/#contact" onSubmit={onSubmit} label="Contact form">
            {params.get(SENT_PARAM) === 'contact' && send.isIdle && (
              <div className="form-sent span-2" role="status">
                <Icon name="check" />
                <p>
                  <strong>{CONTACT_MESSAGES.sent}</strong> {CONTACT_MESSAGES.sentDescription}
                </p>
              </div>
            )}
            <HomeFormFields intent="contact" />
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label="Your Name" {...form.field('name')} required autoComplete="name" native />
            <TextField label="Email" {...form.field('email')} type="email" required autoComplete="email" native />
            <TextField label="Phone" {...form.field('phone')} type="tel" autoComplete="tel" native />
            <SelectField label="Subject" {...form.field('subject')} required options={SUBJECTS} native />
            <div className="span-2">
              <TextAreaField label="Message" {...form.field('message')} required rows={5} native />
            </div>
            {isUnavailable(send.error) && <UnavailableNotice />}
            {send.isIdle && posted?.message && <UnavailableNotice message={posted.message} />}
            <div className="span-2">
              <SubmitButton pending={send.isPending} busyText="Sending..." native>
                Send Message
              </SubmitButton>
            </div>
          </PostedForm>
          <div className="contact-info">
            <ul className="info-list">
              {[
                ['pin', 'Address', <span>{INSTITUTE_ADDRESS}</span>] as const,
                ['phone', 'Phone', <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>] as const,
                ['mail', 'Email', <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>] as const,
                ['clock', 'Office Hours', <span>{OFFICE_HOURS}</span>] as const,
              ].map(([icon, label, value]) => (
                <li key={label}>
                  <Icon name={icon} />
                  <div>
                    <strong>{label}</strong>
                    {value}
                  </div>
                </li>
              ))}
            </ul>
            <div className="map">
              <iframe
                title={`Map of ${INSTITUTE_ADDRESS}`}
                src={mapsEmbedUrl(INSTITUTE_ADDRESS)}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                tabIndex={-1}
              />
              <a className="map-overlay" href={mapsUrl(INSTITUTE_ADDRESS)} target="_blank" rel="noopener noreferrer">
                <span>
                  <Icon name="external" size={14} /> Open in Google Maps
                </span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  INSTITUTE_ADDRESS,
  OFFICE_HOURS,
  PUBLIC_FORM_MESSAGES,
  validateContactMessage,
} from '@institute/shared';
import { errorsByField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import { toast, toastFailure } from '@/lib/toast';
import { useForm, validatedSubmit } from '@/lib/use-form';
import { useSendContactMessage, type ContactForm } from '../api/send-contact-message';
import { mapsEmbedUrl, mapsUrl } from '../utils/maps';
import { Honeypot, isUnavailable, UnavailableNotice, useBotTrap } from './BotTrap';
import './ContactSection.css';
import { useLocale } from '@/lib/locale';

const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: DEFAULT_CONTACT_SUBJECT, message: '' };
const SUBJECTS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }));

export function ContactSection() {
  const settings = useSiteSettings();
  const form = useForm(EMPTY);
  const trap = useBotTrap();

  // The answer and the confirmation come in the page's language (docs/api.md, Languages).
  const locale = useLocale();
  const send = useSendContactMessage({
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.sent, description: CONTACT_MESSAGES.sentDescription });
      form.reset();
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
          <form className="panel form-grid" onSubmit={onSubmit} noValidate aria-label="Contact form">
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label="Your Name" {...form.field('name')} required autoComplete="name" />
            <TextField label="Email" {...form.field('email')} type="email" required autoComplete="email" />
            <TextField label="Phone" {...form.field('phone')} type="tel" autoComplete="tel" />
            <SelectField label="Subject" {...form.field('subject')} required options={SUBJECTS} />
            <div className="span-2">
              <TextAreaField label="Message" {...form.field('message')} required rows={5} />
            </div>
            {isUnavailable(send.error) && <UnavailableNotice />}
            <div className="span-2">
              <SubmitButton pending={send.isPending} busyText="Sending...">
                Send Message
              </SubmitButton>
            </div>
          </form>
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

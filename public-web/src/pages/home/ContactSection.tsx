import { CONTACT_MESSAGES, CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT, INSTITUTE_ADDRESS, OFFICE_HOURS, validateContactMessage } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { errorsByField, SelectField, TextAreaField, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { apiRequest, serverMessage } from '../../lib/api';
import { MAPS_EMBED_URL, MAPS_URL } from '../../lib/content';
import { useSiteSettings } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { focusFirstInvalid, useForm } from '../../lib/use-form';

const EMPTY = { name: '', email: '', phone: '', subject: DEFAULT_CONTACT_SUBJECT as string, message: '' };
const SUBJECTS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }));

export function ContactSection() {
  const settings = useSiteSettings();
  const form = useForm(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);

  const send = useMutation({
    mutationFn: (body: typeof EMPTY) => apiRequest('POST', '/api/contact', body),
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.sent, description: CONTACT_MESSAGES.sentDescription });
      form.reset();
    },
    onError: (error) => toast({ title: CONTACT_MESSAGES.failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.trimmed();
    const errors = errorsByField(validateContactMessage(body));
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(formRef.current);
    send.mutate(body);
  };

  return (
    <section id="contact" className="section section-alt">
      <div className="container">
        <h2 className="section-title center">Contact Us</h2>
        <p className="section-lead center">Questions about programs, admissions or partnerships? Send us a message.</p>
        <div className="contact-layout">
          <form ref={formRef} className="panel form-grid" onSubmit={onSubmit} noValidate aria-label="Contact form">
            <TextField label="Your Name" name="name" required autoComplete="name" value={form.values.name} onChange={form.onChange} error={form.errors.name} />
            <TextField label="Email" name="email" type="email" required autoComplete="email" value={form.values.email} onChange={form.onChange} error={form.errors.email} />
            <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={form.values.phone} onChange={form.onChange} error={form.errors.phone} />
            <SelectField label="Subject" name="subject" required options={SUBJECTS} value={form.values.subject} onChange={form.onChange} error={form.errors.subject} />
            <div className="span-2">
              <TextAreaField label="Message" name="message" required rows={5} value={form.values.message} onChange={form.onChange} error={form.errors.message} />
            </div>
            <div className="span-2">
              <button type="submit" className="button button-block" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send Message'}
              </button>
            </div>
          </form>
          <div className="contact-info">
            <ul className="info-list">
              <li>
                <Icon name="pin" />
                <div>
                  <strong>Address</strong>
                  <span>{INSTITUTE_ADDRESS}</span>
                </div>
              </li>
              <li>
                <Icon name="phone" />
                <div>
                  <strong>Phone</strong>
                  <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
                </div>
              </li>
              <li>
                <Icon name="mail" />
                <div>
                  <strong>Email</strong>
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </div>
              </li>
              <li>
                <Icon name="clock" />
                <div>
                  <strong>Office Hours</strong>
                  <span>{OFFICE_HOURS}</span>
                </div>
              </li>
            </ul>
            <div className="map">
              <iframe title={`Map of ${INSTITUTE_ADDRESS}`} src={MAPS_EMBED_URL(INSTITUTE_ADDRESS)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" tabIndex={-1} />
              <a className="map-overlay" href={MAPS_URL(INSTITUTE_ADDRESS)} target="_blank" rel="noopener noreferrer">
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

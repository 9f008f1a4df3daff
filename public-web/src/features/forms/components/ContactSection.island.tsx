import {
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  INSTITUTE_ADDRESS,
  localeDigits,
  SENT_PARAM,
  validateContactMessage,
} from '@institute/shared';
import { errorsByField, PostedForm, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/Field';
import { isUnavailable } from '@/lib/api';
import { useMessageText } from '@/lib/messages';
import { Icon } from '@/components/Icon';
import { telHref } from '@/lib/tel';
import { usePageUrl } from '@/lib/ssr';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { validatedSubmit } from '@/lib/use-form';
import { useSendContactMessage, type ContactForm } from '../api/send-contact-message';
import { mapsEmbedUrl, mapsUrl } from '../utils/maps';
import { HomeFormFields, Honeypot, UnavailableNotice, useFailureToast, useHomeForm } from './BotTrap';
import './ContactSection.css';
import { useLocale } from '@/lib/locale';

const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: DEFAULT_CONTACT_SUBJECT, message: '' };
/** The catalogue key of each subject's label; the value sent stays the English subject (CONTACT_SUBJECTS). */
/**
 * The contact section, an island; the contacts are the site's settings. The form posts to the home page (docs/public-site.md, Forms without
 * JavaScript): sent before or without the page's code, the server answers with this section
 * saying the message was sent (`?sent=contact`), or with the messages and what was typed; once
 * the code runs, it is sent as JSON and answered in place.
 */
export default function ContactSection({ contactPhone, contactEmail }: { contactPhone: string; contactEmail: string }) {
  const { posted, form, trap, element } = useHomeForm('contact', EMPTY);
  const params = usePageUrl().searchParams;

  // The answer and the confirmation come in the page's language (docs/api.md, Languages).
  const locale = useLocale();
  const t = useTexts();
  const text = useMessageText();
  const failed = useFailureToast();
  const send = useSendContactMessage({
    onSuccess: () => {
      toast({ title: text('contact.sent'), description: text('contact.sentDescription') });
      form.reset(EMPTY);
      trap.restart();
    },
    // A 503 keeps every typed value (the form is only reset on success) and says so.
    onError: (error) => failed('contact.failed', error),
  });

  const onSubmit = validatedSubmit(
    form,
    (body) => errorsByField(validateContactMessage(body)),
    (body) => send.send({ ...body, ...trap.fields(), locale }),
  );

  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contactSubject.${value}`) }));
  const address = t('defaults.address');

  return (
    <section id="contact" className="section section-alt">
      <div className="container">
        <h2 className="section-title center">{t('contact.title')}</h2>
        <p className="section-lead center">{t('contact.lead')}</p>
        <div className="contact-layout">
          <PostedForm formRef={element} className="panel form-grid" action="/#contact" onSubmit={onSubmit} label={t('contact.formLabel')}>
            {params.get(SENT_PARAM) === 'contact' && send.isIdle && (
              <div className="form-sent span-2" role="status">
                <Icon name="check" />
                <p>
                  <strong>{text('contact.sent')}</strong> {text('contact.sentDescription')}
                </p>
              </div>
            )}
            <HomeFormFields intent="contact" />
            <Honeypot inputRef={trap.honeypotRef} />
            <TextField label={t('contact.name')} {...form.field('name')} required autoComplete="name" native />
            <TextField label={t('contact.email')} {...form.field('email')} type="email" required autoComplete="email" native />
            <TextField label={t('contact.phone')} {...form.field('phone')} type="tel" autoComplete="tel" native />
            <SelectField label={t('contact.subject')} {...form.field('subject')} required options={subjects} native />
            <div className="span-2">
              <TextAreaField label={t('contact.message')} {...form.field('message')} required rows={5} native />
            </div>
            {isUnavailable(send.error) && <UnavailableNotice />}
            {send.isIdle && posted?.message && <UnavailableNotice message={posted.message} />}
            <div className="span-2">
              <SubmitButton pending={send.isPending} busyText={t('contact.sending')} native>
                {t('contact.send')}
              </SubmitButton>
            </div>
          </PostedForm>
          <div className="contact-info">
            <ul className="info-list">
              {[
                ['pin', t('contact.address'), <span>{address}</span>] as const,
                ['phone', t('contact.phone'), <a href={telHref(contactPhone)}>{localeDigits(contactPhone, locale)}</a>] as const,
                ['mail', t('contact.email'), <a href={`mailto:${contactEmail}`}>{contactEmail}</a>] as const,
                ['clock', t('contact.officeHours'), <span>{t('defaults.officeHours')}</span>] as const,
              ].map(([icon, label, value]) => (
                <li key={icon}>
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
                title={`${t('contact.mapOf')} ${address}`}
                src={mapsEmbedUrl(INSTITUTE_ADDRESS)}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                tabIndex={-1}
              />
              <a className="map-overlay" href={mapsUrl(INSTITUTE_ADDRESS)} target="_blank" rel="noopener noreferrer">
                <span>
                  <Icon name="external" size={14} /> {t('contact.openInMaps')}
                </span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

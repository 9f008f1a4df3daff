import { APPLICATION_MESSAGES } from '../content/applications.js';
import { CONTACT_MESSAGES } from '../content/contact.js';
import { formatText } from './format.js';
import type { Locale } from './locales.js';

/** The `message` of the answers to the public forms, in the language they were sent in (docs/api.md, Languages). */
export const SUBMISSION_ANSWERS: Readonly<Record<Locale, { application: string; contact: string }>> = {
  en: { application: APPLICATION_MESSAGES.received, contact: CONTACT_MESSAGES.received },
  ne: {
    application: 'आवेदन दिनुभएकोमा धन्यवाद। हामी २-३ कार्यदिनभित्र तपाईंलाई सम्पर्क गर्नेछौं।',
    contact: 'सन्देश पठाउनुभएकोमा धन्यवाद। हामी सकेसम्म चाँडो जवाफ दिनेछौं।',
  },
};

/**
 * The applicant's confirmation in each language (docs/behaviour.md, Mail after a submission):
 * fixed texts whose only places are the institute's name and, only when it is an active program,
 * the program's title in the mail's language; never anything the visitor typed.
 */
const APPLICANT_MAIL: Readonly<Record<Locale, { subject: string; greeting: string; thanksForProgram: string; thanks: string }>> = {
  en: {
    subject: 'Your application to {institute}',
    greeting: 'Dear applicant,',
    thanksForProgram:
      'Thank you for applying for {program} at {institute}. We have received your application and will contact you within 2-3 business days.',
    thanks:
      'Thank you for your application to {institute}. We have received your application and will contact you within 2-3 business days.',
  },
  ne: {
    subject: '{institute}मा तपाईंको आवेदन',
    greeting: 'नमस्कार,',
    thanksForProgram:
      '{institute}को {program} तालिमका लागि आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन पाएका छौं र २-३ कार्यदिनभित्र तपाईंलाई सम्पर्क गर्नेछौं।',
    thanks: '{institute}मा आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन पाएका छौं र २-३ कार्यदिनभित्र तपाईंलाई सम्पर्क गर्नेछौं।',
  },
};

/** The applicant's confirmation in `locale`: its subject and its lines (greeting, thanks, the institute), filled by formatText. */
export function applicantConfirmation(locale: Locale, institute: string, program: string | null): { subject: string; lines: string[] } {
  const texts = APPLICANT_MAIL[locale];
  const fill = (text: string) => formatText(text, { institute, program: program ?? '' }, locale);
  return { subject: fill(texts.subject), lines: [texts.greeting, fill(program ? texts.thanksForProgram : texts.thanks), institute] };
}

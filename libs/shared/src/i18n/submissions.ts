import { APPLICATION_MESSAGES } from '../content/applications.js';
import { CONTACT_MESSAGES } from '../content/contact.js';
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
 * The applicant's confirmation in Nepali (docs/behaviour.md, Mail after a submission): no name or
 * other typed text; the program only when it is an active one, by its Nepali title where it has one.
 */
export const NEPALI_APPLICANT_MAIL = {
  subject: (institute: string) => `${institute}मा तपाईंको आवेदन`,
  greeting: 'नमस्कार,',
  thanks: (institute: string, program: string | null) =>
    program
      ? `${institute}को ${program} तालिमका लागि आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन पाएका छौं र २-३ कार्यदिनभित्र तपाईंलाई सम्पर्क गर्नेछौं।`
      : `${institute}मा आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन पाएका छौं र २-३ कार्यदिनभित्र तपाईंलाई सम्पर्क गर्नेछौं।`,
} as const;

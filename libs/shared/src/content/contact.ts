import { CONTACT_STATUSES, CONTACT_SUBJECTS } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, oneOf, required, type RuleTable, validEmail, validator } from './validation.js';

/** Texts of the contact form, the server's answer and Contact Messages. */
export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully',
  sentDescription: "We'll get back to you as soon as possible.",
  failed: 'Failed to send message',
  /** The `message` of the answer to POST /api/contact. */
  received: "Thank you for your message. We'll get back to you as soon as possible.",
  notFound: 'Contact message not found',
} as const;

/** Who a visitor is, on both public forms (contact and application): a name and an e-mail address. */
export const VISITOR_RULES = {
  name: required(REQUIRED_MESSAGES.name),
  email: all(required(REQUIRED_MESSAGES.email), validEmail(CONTENT_MESSAGES.invalidEmail)),
} satisfies RuleTable;

/** The public contact form; phone is optional. */
export const CONTACT_RULES = {
  ...VISITOR_RULES,
  subject: all(required(REQUIRED_MESSAGES.subject), oneOf(CONTACT_SUBJECTS, CONTENT_MESSAGES.invalidSubject)),
  message: required(REQUIRED_MESSAGES.message),
} satisfies RuleTable;

export const validateContactMessage = validator(CONTACT_RULES);

/** The status selector of Contact Messages. */
export const CONTACT_STATUS_RULES = {
  status: all(required(REQUIRED_MESSAGES.status), oneOf(CONTACT_STATUSES, CONTENT_MESSAGES.invalidContactStatus)),
} satisfies RuleTable;

/** Subject of the Reply e-mail draft (docs/back-office.md, Screens). */
export function replySubject(subject: string): string {
  return `Re: ${subject}`;
}

import { CONTACT_MESSAGES, CONTACT_RULES, CONTACT_STATUS_RULES, replySubject, validateContactMessage } from './contact.js';

describe('contact form rules', () => {
  it('requires name, email, subject and message', () => {
    expect(validateContactMessage({ phone: '' }).map((e) => e.message)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
  });
  it('accepts each of the four subjects', () => {
    expect(['General Inquiry', 'Training Program', 'Application Support', 'Partnership'].map((s) => CONTACT_RULES.subject(s))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('rejects another subject', () => expect(CONTACT_RULES.subject('Complaint')).not.toBeNull());
  it('rejects a malformed e-mail address', () => expect(CONTACT_RULES.email('a b@c.d')).toBe('Please enter a valid email address'));
  it('requires a message status from the list', () => {
    expect(CONTACT_STATUS_RULES.status('archived')).toBe('Status must be one of unread, read, replied');
  });
  it('builds the reply subject', () => expect(replySubject('Training Program')).toBe('Re: Training Program'));
});

describe('contact texts', () => {
  it('keeps the fixed texts of the form', () => {
    expect([CONTACT_MESSAGES.sent, CONTACT_MESSAGES.sentDescription, CONTACT_MESSAGES.failed]).toEqual([
      'Message sent successfully',
      "We'll get back to you as soon as possible.",
      'Failed to send message',
    ]);
  });
});

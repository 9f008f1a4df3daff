import { CONTACT_RULES, CONTACT_STATUS_RULES, replySubject, validateContactMessage } from './contact.js';

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
    expect(
      ['General Inquiry', 'Training Program', 'Application Support', 'Partnership'].map((s) => CONTACT_RULES.subject(s)),
    ).toEqual([null, null, null, null]);
  });
  it('rejects another subject', () => expect(CONTACT_RULES.subject('Complaint')).not.toBeNull());
  it('rejects a malformed e-mail address', () => expect(CONTACT_RULES.email('a b@c.d')).toBe('Please enter a valid email address'));
  it('requires a message status from the list', () => {
    expect(CONTACT_STATUS_RULES.status('archived')).toBe('Status must be one of unread, read, replied');
  });
  it('builds the reply subject', () => expect(replySubject('Training Program')).toBe('Re: Training Program'));
});

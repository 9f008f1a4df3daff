import { displayName, fullName, mailtoLink } from './people.js';

describe('displayName', () => {
  it('joins the first and last name', () => {
    expect(displayName({ firstName: 'Site', lastName: 'Administrator', username: 'admin' })).toBe('Site Administrator');
  });

  it('uses the first name alone when the last is missing', () => {
    expect(displayName({ firstName: 'Sita', lastName: null, username: 'sita' })).toBe('Sita');
  });

  it('falls back to the username when the names are blank', () => {
    expect(displayName({ firstName: null, lastName: ' ', username: 'editor1' })).toBe('editor1');
  });

  it('is null for an unknown person', () => {
    expect(displayName(null)).toBeNull();
    expect(displayName({ firstName: '', lastName: '', username: '' })).toBeNull();
  });
});

describe('fullName', () => {
  it('is null when no name is given, whatever the username', () => {
    expect(fullName({ firstName: null, lastName: undefined, username: 'admin' })).toBeNull();
  });
});

describe('mailtoLink', () => {
  it('keeps a plain address readable and encodes the subject', () => {
    expect(mailtoLink('ram@example.com', 'Re: Fees & dates')).toBe('mailto:ram%40example.com?subject=Re%3A%20Fees%20%26%20dates');
  });

  it('encodes an address that tries to add recipients or headers', () => {
    const link = mailtoLink('a@b.cd?cc=x@y.z&bcc=q@r.s', 'Hi');
    expect(link).toBe('mailto:a%40b.cd%3Fcc%3Dx%40y.z%26bcc%3Dq%40r.s?subject=Hi');
    expect(new URL(link).searchParams.get('cc')).toBeNull();
  });
});

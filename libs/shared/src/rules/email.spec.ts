import { emailFieldError, isValidEmail } from './email.js';

describe('isValidEmail', () => {
  it.each(['info@institute.edu.np', 'a.b+c@example.com'])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a @b.com', 'a@@b.com', 'a@b..com', `${'x'.repeat(250)}@b.com`])('rejects %j', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});

describe('emailFieldError', () => {
  it('lets an empty optional address through', () => expect(emailFieldError('bad', true)('')).toBeNull());
  it('reports an empty required address', () => expect(emailFieldError('bad', false)('')).toBe('bad'));
  it('reports a value that is not text', () => expect(emailFieldError('bad', true)(42)).toBe('bad'));
});

import { emailFieldError, isValidEmail } from './email.js';

describe('isValidEmail', () => {
  it.each([
    'info@institute.edu.np',
    'a.b+c@example.com',
    'ram.bahadur.2081@example.com',
    "o'neil_x-y@sub.example.co",
    'info@नेपाल.नेपाल',
    'info@xn--l2bey1c2b.xn--l2bey1c2b',
    '123@example.com',
    `${'x'.repeat(64)}@example.com`,
  ])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));

  it.each(['', 'plain', 'a@b', '@example.com', 'a@', 'a@@b.com', 'a@b..com', 'a@.b.com', 'a@b.com.', 'a@-b.com', 'a@b-.com'])(
    'rejects %j, which is not local@domain with a host name',
    (e) => expect(isValidEmail(e)).toBe(false),
  );

  it.each([
    'x<victim@gmail.com>',
    'g:victim@gmail.com;',
    'Eve <eve@example.com>',
    'a,b@example.com',
    'a;b@example.com',
    '(c)a@example.com',
    'a[1]@example.com',
  ])('rejects %j, which a mail library would read as a display name, a group or a list', (e) => expect(isValidEmail(e)).toBe(false));

  it.each(['a b@example.com', ' a@example.com', 'a@example.com ', 'a@exa mple.com', 'a\n@example.com', 'a@example.com\n'])(
    'rejects %j, which has a space or a line break',
    (e) => expect(isValidEmail(e)).toBe(false),
  );

  it.each(['"a b"@example.com', '"victim"@example.com', 'a"b@example.com'])('rejects the quoted %j', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );

  it.each(['a..b@example.com', '.a@example.com', 'a.@example.com'])(
    'rejects %j, whose local part has a leading, trailing or doubled dot',
    (e) => expect(isValidEmail(e)).toBe(false),
  );

  it('rejects a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'x'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`x@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.${'e'.repeat(62)}.com`)).toBe(false);
  });
});

describe('emailFieldError', () => {
  it('lets an empty optional address through', () => expect(emailFieldError('bad', true)('')).toBeNull());
  it('reports an empty required address', () => expect(emailFieldError('bad', false)('')).toBe('bad'));
  it('reports a value that is not text', () => expect(emailFieldError('bad', true)(42)).toBe('bad'));
});

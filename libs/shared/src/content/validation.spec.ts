import {
  all,
  collectErrors,
  eachItem,
  isBlank,
  isOneOf,
  mustBeOneOf,
  oneOf,
  optional,
  required,
  safeLink,
  toCapacity,
  toDisplayOrder,
  toInteger,
  validEmail,
  validator,
} from './validation.js';

describe('isBlank', () => {
  it.each([undefined, null, '', '   \n', []])('treats %j as blank', (v) => expect(isBlank(v)).toBe(true));
  it.each(['x', 0, false, ['a'], {}])('treats %j as filled in', (v) => expect(isBlank(v)).toBe(false));
});

describe('required', () => {
  it('reports its message for a whitespace-only value', () => {
    expect(required('Title is required')('  ')).toBe('Title is required');
  });
  it('accepts a value with text in it', () => {
    expect(required('Title is required')(' Welcome ')).toBeNull();
  });
});

describe('optional', () => {
  it('lets a blank value through without running the rule', () => {
    expect(optional(() => 'always fails')('')).toBeNull();
  });
  it('runs the rule on a filled-in value', () => {
    expect(optional(() => 'always fails')('x')).toBe('always fails');
  });
});

describe('all', () => {
  it('reports only the first failing rule', () => {
    expect(
      all(
        () => null,
        () => 'second',
        () => 'third',
      )('x'),
    ).toBe('second');
  });
  it('passes the whole object on to each rule', () => {
    expect(all((_v, values) => ((values as { flag?: boolean }).flag ? 'flagged' : null))('x', { flag: true })).toBe('flagged');
  });
});

describe('oneOf', () => {
  it('accepts a listed value', () => expect(oneOf(['a', 'b'], 'bad')('b')).toBeNull());
  it('rejects an unlisted value with its message', () => expect(oneOf(['a', 'b'], 'bad')('c')).toBe('bad'));
  it('rejects a value that is not text', () => expect(isOneOf(['1'], 1)).toBe(false));
  it('words the message like the user role message', () => {
    expect(mustBeOneOf('Status', ['draft', 'published'])).toBe('Status must be one of draft, published');
  });
});

describe('validEmail', () => {
  it('accepts an address with surrounding spaces', () => expect(validEmail('bad')(' info@institute.edu.np ')).toBeNull());
  it('rejects an address without a domain', () => expect(validEmail('bad')('info@')).toBe('bad'));
});

describe('safeLink', () => {
  it.each(['https://example.com/a.pdf', 'http://example.com', '/uploads/logo.png', '#apply'])('accepts %s', (url) =>
    expect(safeLink('bad')(url)).toBeNull(),
  );
  it.each(['javascript:alert(1)', 'data:text/html,x', 'example.com', 'https://', 'ftp://example.com/x'])('rejects %s', (url) =>
    expect(safeLink('bad')(url)).toBe('bad'),
  );
  it.each(['//evil.example/x.png', '/\\evil.example/x.png', '\\evil.example/x.png', ' //evil.example'])(
    'rejects %s, which a browser reads as another host',
    (url) => expect(safeLink('bad')(url)).toBe('bad'),
  );
});

describe('eachItem', () => {
  it('reports the first bad entry of a list', () => {
    expect(eachItem((v) => (v === 'x' ? 'no x' : null), 'not a list')(['a', 'x'])).toBe('no x');
  });
  it('rejects a value that is not a list', () => {
    expect(eachItem(() => null, 'not a list')('a')).toBe('not a list');
  });
});

describe('collectErrors', () => {
  const table = { title: required('Title is required'), body: required('Body is required') };
  it('lists one error per failing field in table order', () => {
    expect(collectErrors({}, table)).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'body', message: 'Body is required' },
    ]);
  });
  it('returns an empty list when every field passes', () => {
    expect(collectErrors({ title: 'a', body: 'b' }, table)).toEqual([]);
  });
  it('is what a validator built from the table returns', () => {
    expect(validator(table)({ title: 'a' })).toEqual([{ field: 'body', message: 'Body is required' }]);
  });
});

describe('integer fields', () => {
  it('reads a numeric string as an integer, dropping decimals', () => expect(toInteger(' 7.9 ')).toBe(7));
  it('falls back for non-numeric text', () => expect(toInteger('abc', 5)).toBe(5));
  it('falls back for a value that is neither number nor text', () => expect(toInteger(true, 5)).toBe(5));
  it('keeps a number within the database integer range', () => expect(toInteger(1e12)).toBe(2_147_483_647));
  it('gives displayOrder 0 for non-numeric input', () => expect(toDisplayOrder('first')).toBe(0));
  it('keeps a negative displayOrder, which sorts first', () => expect(toDisplayOrder('-2')).toBe(-2));
  it('gives capacity 0 for an empty field', () => expect(toCapacity('')).toBe(0));
  it('turns a negative capacity into 0', () => expect(toCapacity(-5)).toBe(0));
  it('reads a capacity typed as text', () => expect(toCapacity('30')).toBe(30));
});

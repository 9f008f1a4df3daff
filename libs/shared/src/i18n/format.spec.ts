import { formatText, withoutPlaces } from './format.js';

describe('formatText', () => {
  it('fills a named place', () => expect(formatText('Page {page} of {pages}', { page: 2, pages: 5 }, 'en')).toBe('Page 2 of 5'));

  it('fills the same place twice', () => expect(formatText('{n} / {n}', { n: 'x' }, 'en')).toBe('x / x'));

  it('leaves a place without a value as it is', () =>
    expect(formatText('Page {page} of {pages}', { page: 2 }, 'en')).toBe('Page 2 of {pages}'));

  it('leaves a text without values as it is', () => expect(formatText('Showing {count}', undefined, 'en')).toBe('Showing {count}'));

  it('writes numbers in the digits of a Nepali page', () => expect(formatText('पृष्ठ {page}', { page: 12 }, 'ne')).toBe('पृष्ठ १२'));

  it('writes text values as they are', () => expect(formatText('{name} को फोटो', { name: 'Sita 2' }, 'ne')).toBe('Sita 2 को फोटो'));

  describe('a plural block', () => {
    const items = 'Showing {count, plural, one {# item} other {# items}} for "{query}"';

    it('takes the singular for one', () => expect(formatText(items, { count: 1, query: 'exam' }, 'en')).toBe('Showing 1 item for "exam"'));

    it('takes the plural for many', () => expect(formatText(items, { count: 5, query: 'exam' }, 'en')).toBe('Showing 5 items for "exam"'));

    it('takes the plural for none in English', () =>
      expect(formatText(items, { count: 0, query: 'x' }, 'en')).toBe('Showing 0 items for "x"'));

    it('prefers an exact form', () =>
      expect(formatText('{count, plural, =0 {No items} one {# item} other {# items}}', { count: 0 }, 'en')).toBe('No items'));

    it('chooses by the language’s rules and writes its digits', () =>
      expect(formatText('{count, plural, one {# तस्बिर} other {# तस्बिरहरू}}', { count: 3 }, 'ne')).toBe('३ तस्बिरहरू'));

    it('fills named places inside a form', () =>
      expect(formatText('{count, plural, one {one in {where}} other {# in {where}}}', { count: 1, where: 'Notices' }, 'en')).toBe(
        'one in Notices',
      ));

    it('stays as it is without its count', () =>
      expect(formatText('{count, plural, one {# item} other {# items}}', { query: 'x' }, 'en')).toBe(
        '{count, plural, one {# item} other {# items}}',
      ));
  });
});

describe('withoutPlaces', () => {
  it('drops the syntax of places and keeps the words', () => {
    const left = withoutPlaces('{count, plural, one {# जना} other {# जना}} {name}');
    expect(left).toContain('जना');
    expect(left).not.toMatch(/[A-Za-z]/);
  });
});

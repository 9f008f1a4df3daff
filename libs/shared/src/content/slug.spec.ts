import { normalizeSlug, slugError, slugFromTitle, slugWithSuffix } from './slug.js';

describe('normalizeSlug', () => {
  it('lowercases and turns spaces into hyphens', () => expect(normalizeSlug('Admission Open')).toBe('admission-open'));
  it('removes characters other than letters, digits and hyphens', () => {
    expect(normalizeSlug('Result: Level-1 (2082)!')).toBe('result-level-1-2082');
  });
  it('collapses repeated hyphens', () => expect(normalizeSlug('a - - b')).toBe('a-b'));
  it('trims hyphens from both ends', () => expect(normalizeSlug('  -notice-  ')).toBe('notice'));
  it('keeps accented letters without their accents', () => expect(normalizeSlug('Café Training')).toBe('cafe-training'));
  it('removes Devanagari text entirely', () => expect(normalizeSlug('सूचना')).toBe(''));
});

describe('slugFromTitle', () => {
  it('normalises the title', () => expect(slugFromTitle('New Batch: Electrician')).toBe('new-batch-electrician'));
  it('cuts a long title to 100 characters without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });
  it('gives news for a title with no usable characters', () => expect(slugFromTitle('सूचना')).toBe('news'));
  it('suffixes a slug shorter than 3 characters', () => expect(slugFromTitle('AI')).toBe('ai-news'));
});

describe('slugWithSuffix', () => {
  it('appends the attempt number', () => expect(slugWithSuffix('admission-open', 2)).toBe('admission-open-2'));
  it('stays within 100 characters', () => {
    expect(slugWithSuffix('a'.repeat(100), 12)).toBe(`${'a'.repeat(97)}-12`);
  });
});

describe('slugError', () => {
  it('accepts an empty slug, which is then generated', () => expect(slugError('')).toBeNull());
  it('rejects a slug shorter than 3 characters with the length message', () => {
    expect(slugError('ab')).toBe('Slug must be at least 3 characters long');
  });
  it('rejects a slug longer than 100 characters with the length message', () => {
    expect(slugError('a'.repeat(101))).toBe('Slug cannot exceed 100 characters');
  });
  it('rejects uppercase letters with the format message', () => {
    expect(slugError('Admission')).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
  });
  it('rejects a value that is not text', () => {
    expect(slugError(123)).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
  });
  it('accepts a slug of exactly 100 characters', () => expect(slugError('a'.repeat(100))).toBeNull());
});

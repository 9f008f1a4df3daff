import { describe, expect, it } from '@jest/globals';
import { bikramSambatDate } from '@institute/shared';
import { englishDate } from './dates';

describe('header dates', () => {
  it("shows today's date in English", () => {
    expect(englishDate(new Date('2026-11-21T06:00:00Z'))).toBe('Saturday, November 21, 2026');
  });

  it('shows the same day in Bikram Sambat', () => {
    expect(bikramSambatDate(new Date('2026-11-21T06:00:00Z'), 'en')).toBe('5 Mangsir 2083 B.S.');
  });

  it('takes the day in Nepal time, so both dates turn over at midnight in Kathmandu', () => {
    // 19:00 UTC is 00:45 the next day in Nepal (UTC+05:45).
    const justAfterMidnightInNepal = new Date('2026-11-20T19:00:00Z');
    expect(englishDate(justAfterMidnightInNepal)).toBe('Saturday, November 21, 2026');
    expect(bikramSambatDate(justAfterMidnightInNepal, 'en')).toBe('5 Mangsir 2083 B.S.');
    const justBefore = new Date('2026-11-20T18:00:00Z');
    expect(englishDate(justBefore)).toBe('Friday, November 20, 2026');
    expect(bikramSambatDate(justBefore, 'en')).toBe('4 Mangsir 2083 B.S.');
  });

  it('reaches the first day of a Bikram Sambat year', () => {
    // 1 Baisakh 2083 is 14 April 2026.
    expect(bikramSambatDate(new Date('2026-04-14T06:00:00Z'), 'en')).toBe('1 Baisakh 2083 B.S.');
  });
});

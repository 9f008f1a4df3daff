import { bikramSambatDate, localeDisplayDate } from './nepali-dates.js';
import { toDevanagariDigits } from './digits.js';

describe('bikramSambatDate', () => {
  it('writes a Nepali date as day, month name and year in Devanagari digits', () => {
    expect(bikramSambatDate(new Date('2025-11-26T06:00:00Z'), 'ne')).toBe('१० मंसिर २०८२');
  });

  it('writes 1 Baisakh in Nepali', () => expect(bikramSambatDate(new Date('2026-04-14T06:00:00Z'), 'ne')).toBe('१ बैशाख २०८३'));

  it('writes the last day of Chaitra, the eve of 1 Baisakh, in Nepali', () => {
    expect(bikramSambatDate(new Date('2026-04-13T06:00:00Z'), 'ne')).toBe('३० चैत्र २०८२');
  });

  it('writes the last day of Shrawan in Nepali', () =>
    expect(bikramSambatDate(new Date('2026-08-16T06:00:00Z'), 'ne')).toBe('३१ श्रावण २०८३'));

  it('keeps the English form on English pages', () =>
    expect(bikramSambatDate(new Date('2026-11-21T06:00:00Z'), 'en')).toBe('5 Mangsir 2083 B.S.'));

  it('takes the day in Nepal time', () => {
    expect(bikramSambatDate(new Date('2026-11-20T18:20:00Z'), 'ne')).toBe('५ मंसिर २०८३');
  });
});

describe('localeDisplayDate', () => {
  it('writes a stored date-time in Bikram Sambat on Nepali pages', () => {
    expect(localeDisplayDate('2025-11-26T06:00:00Z', 'ne')).toBe('१० मंसिर २०८२');
  });

  it('is empty on Nepali pages without a date', () => expect(localeDisplayDate(null, 'ne')).toBe(''));

  it('keeps the English date on English pages', () => expect(localeDisplayDate('2026-11-21T06:00:00Z', 'en')).toBe('November 21, 2026'));
});

describe('toDevanagariDigits', () => {
  it('writes every digit in Devanagari', () => expect(toDevanagariDigits('Page 12 of 30')).toBe('Page १२ of ३०'));
});

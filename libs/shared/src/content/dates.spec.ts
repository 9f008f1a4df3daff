import { dateOnlyInNepal, dateOnlyRule, dateTimeRule, formatDisplayDate, isDateOnly, parseDate } from './dates.js';

describe('formatDisplayDate', () => {
  it.each([null, undefined, '', '  '])('shows Not set for %j', (v) => expect(formatDisplayDate(v)).toBe('Not set'));
  it('shows Invalid date for unreadable text', () => expect(formatDisplayDate('soon')).toBe('Invalid date'));
  it('writes a date-only value as an English date', () => expect(formatDisplayDate('2026-11-21')).toBe('November 21, 2026'));
  it('shows the day in Nepal for a late-evening UTC time', () => {
    expect(formatDisplayDate('2026-11-21T20:00:00Z')).toBe('November 22, 2026');
  });
  it('accepts a Date', () => expect(formatDisplayDate(new Date(Date.UTC(2025, 0, 5, 12)))).toBe('January 5, 2025'));
});

describe('parseDate', () => {
  it('reads an ISO date-time with offset', () => {
    expect(parseDate('2026-11-21T10:00:00+05:45')?.toISOString()).toBe('2026-11-21T04:15:00.000Z');
  });
  it('refuses text that is not ISO 8601', () => expect(parseDate('1')).toBeNull());
  it('refuses a day that does not exist instead of rolling it over', () => expect(parseDate('2026-02-30T10:00')).toBeNull());
  it('refuses an invalid Date object', () => expect(parseDate(new Date(NaN))).toBeNull());
});

describe('date-only values', () => {
  it('accepts a real day', () => expect(isDateOnly('2024-02-29')).toBe(true));
  it('rejects the 29th of February in a common year', () => expect(isDateOnly('2025-02-29')).toBe(false));
  it('rejects a date-time', () => expect(isDateOnly('2025-01-01T00:00')).toBe(false));
  it('gives the day in Nepal of an instant', () => expect(dateOnlyInNepal(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22'));
  it('has a rule that explains the expected form', () => {
    expect(dateOnlyRule('21/11/2026')).toBe('Date must be a valid date in the form YYYY-MM-DD');
  });
});

describe('dateTimeRule', () => {
  it('accepts a date-time from a date-time input', () => expect(dateTimeRule('2026-11-21T10:30')).toBeNull());
  it('rejects unreadable text', () => expect(dateTimeRule('next week')).toBe('Date must be a valid date'));
});

import { dateOnlyInNepal, INSTITUTE_TIME_ZONE } from '@institute/shared';
import NepaliDate from 'nepali-date-converter';

const ENGLISH = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'Saturday, November 21, 2026': today in Nepal. */
export function englishDate(now: Date): string {
  return ENGLISH.format(now);
}

/**
 * '5 Mangsir 2083 B.S.': the same Nepal calendar day in Bikram Sambat. The day is taken in
 * Nepal time first, so a visitor abroad sees the institute's date, like the English one.
 */
export function bikramSambatDate(now: Date): string {
  const [year, month, day] = dateOnlyInNepal(now).split('-').map(Number);
  const bs = new NepaliDate(new Date(year, month - 1, day, 12));
  return `${bs.format('D MMMM YYYY', 'en')} B.S.`;
}

import { INSTITUTE_TIME_ZONE } from '@institute/shared';

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

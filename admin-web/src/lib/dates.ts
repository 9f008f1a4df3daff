import { useLocaleState } from 'react-admin';
import { type DateInput, type Locale, localeDigits, localeDisplayDate, parseDate } from '@institute/shared';

/** Nepal's time of day, as a Nepali screen shows a moment (its digits made Devanagari: a browser without Nepali data writes Latin ones). */
const NEPALI_TIME = new Intl.DateTimeFormat('ne-NP', { timeZone: 'Asia/Kathmandu', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A moment as a screen in `locale` shows it (docs/back-office.md, Languages): the browser's own
 * date and time in English; in Nepali the B.S. date of the day in Nepal and Nepal's time, in
 * Devanagari digits ('१३ मंसिर २०८३ १४:३०'). '—' when there is none.
 */
function localeDateTime(value: DateInput, locale: Locale): string {
  const date = parseDate(value);
  if (!date) return '—';
  return locale === 'ne' ? `${localeDisplayDate(date, 'ne')} ${localeDigits(NEPALI_TIME.format(date), 'ne')}` : date.toLocaleString();
}

/** The screen's language's date (`date`, the public site's style) and moment (`dateTime`) writers. */
export function useLocaleDates() {
  const [locale] = useLocaleState();
  return {
    date: (value: DateInput) => localeDisplayDate(value, locale as Locale),
    dateTime: (value: DateInput) => localeDateTime(value, locale as Locale),
  };
}

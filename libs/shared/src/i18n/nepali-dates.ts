import converter from 'nepali-date-converter';
import { dateOnlyInNepal, formatDisplayDate, parseDate, type DateInput } from '../content/dates.js';
import type { Locale } from './locales.js';

/**
 * The converter's class: Node loads the package as CommonJS (the class is its `default`), bundlers
 * as an ES module (the class is the default export).
 */
const NepaliDate = ((converter as { default?: unknown }).default ?? converter) as new (date: Date) => {
  format(pattern: string, language: 'en' | 'np'): string;
};

/** The Bikram Sambat date of the Nepal calendar day of `instant`. */
function bikramSambat(instant: Date) {
  const [year, month, day] = dateOnlyInNepal(instant).split('-').map(Number);
  return new NepaliDate(new Date(year, month - 1, day, 12));
}

/**
 * The same Nepal calendar day in Bikram Sambat: '5 Mangsir 2083 B.S.' in English, '५ मंसिर २०८३'
 * in Nepali (the month names as nepali-date-converter spells them). The day is taken in Nepal
 * time first, so a visitor abroad sees the institute's date.
 */
export function bikramSambatDate(instant: Date, locale: Locale): string {
  const bs = bikramSambat(instant);
  return locale === 'ne' ? bs.format('D MMMM YYYY', 'np') : `${bs.format('D MMMM YYYY', 'en')} B.S.`;
}

/**
 * A stored date as a page in `locale` shows it: 'November 21, 2026' in English (formatDisplayDate),
 * '१० मंसिर २०८२' in Nepali, '' there when there is none or it cannot be read.
 */
export function localeDisplayDate(value: DateInput, locale: Locale): string {
  if (locale === 'en') return formatDisplayDate(value);
  const date = parseDate(value);
  return date ? bikramSambatDate(date, 'ne') : '';
}

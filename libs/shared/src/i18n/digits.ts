import type { Locale } from './language.js';

// Its own module, without the calendar: a page's script that writes numbers does not carry the
// Bikram Sambat converter (docs/public-site.md, Islands).
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Every ASCII digit of `text` in Devanagari ('2083' → '२०८३'); the rest is kept. */
/** @internal (exported for its tests) */
export function toDevanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}

/** A number as a page in `locale` writes it: Devanagari digits on Nepali pages (docs/public-site.md, Languages). */
export function localeDigits(text: string | number, locale: Locale): string {
  return locale === 'ne' ? toDevanagariDigits(text) : String(text);
}

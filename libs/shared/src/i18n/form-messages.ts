import { withoutPlaces } from './format.js';
import { FORM_MESSAGES_EN } from './catalogue/messages.js';

/** A key of the catalogue's `formMessages` group: a libs message constant the public forms can show. */
export type FormMessageKey = keyof typeof FORM_MESSAGES_EN;

/**
 * The libs message constants the public forms show (field errors of the `validateX` rules and of
 * the API, the API's refusals, the toasts), by their English text: the text → its key in the
 * catalogue's `formMessages` group. Built from the catalogue, whose English side is the constants
 * themselves, so a message is never retyped. Two constants with the same text share one key.
 */
const FORM_MESSAGE_KEYS: ReadonlyMap<string, FormMessageKey> = new Map(
  (Object.entries(FORM_MESSAGES_EN) as [FormMessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The catalogue key of a message the public forms show (a libs constant's English text), or
 * undefined for a message the catalogue does not know (docs/public-site.md, Languages).
 */
export function formMessageKey(message: string): FormMessageKey | undefined {
  return FORM_MESSAGE_KEYS.get(message);
}

/** The Latin words a Nepali text may hold (docs/public-site.md, Languages): the acronyms everyone reads as they are. */
const NEPALI_TEXT_ACRONYMS = ['CTEVT', 'NSTB', 'SEE', 'SLC'] as const;

const ACRONYMS = new RegExp(`\\b(?:${NEPALI_TEXT_ACRONYMS.join('|')})\\b`, 'g');

/**
 * Whether `text` has no Latin word but NEPALI_TEXT_ACRONYMS and the places a text fills in
 * (`{count}`, formatText): a Nepali text, such as the API's Nepali answer to a form, which a
 * Nepali page may show as it is, and what every text of the Nepali catalogue must be.
 */
export function hasNoLatinWord(text: string): boolean {
  return !/[A-Za-z]/.test(withoutPlaces(text).replace(ACRONYMS, ''));
}

import { withoutPlaces } from './format.js';
import { KEPT_IN_LATIN } from './language.js';
export { type FormMessageCode, isFormMessageCode } from './catalogue/messages.js';

const ACRONYMS = new RegExp(`\\b(?:${KEPT_IN_LATIN.join('|')})\\b`, 'g');

/**
 * Whether `text` has no Latin word but KEPT_IN_LATIN and the places a text fills in
 * (`{count}`, formatText): a Nepali text, such as the API's Nepali answer to a form, which a
 * Nepali page may show as it is, and what every text of the Nepali catalogue must be.
 */
export function hasNoLatinWord(text: string): boolean {
  return !/[A-Za-z]/.test(withoutPlaces(text).replace(ACRONYMS, ''));
}

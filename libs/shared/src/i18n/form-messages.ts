import { withoutPlaces } from './format.js';
export { type FormMessageCode, isFormMessageCode } from './catalogue/messages.js';
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

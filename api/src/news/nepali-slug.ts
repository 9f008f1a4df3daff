import Sanscript from '@indic-transliteration/sanscript';
import { slugFromTitle } from '@institute/shared';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Devanagari words in Latin letters, by IAST (docs/api.md, Slugs of Nepali titles): 'प्रवेश
 * परीक्षाको' → 'praveśa parīkṣāko', whose marks the slug then drops. Other text is kept as it is.
 * The danda and double danda end a sentence: punctuation, not a word.
 */
function transliterateDevanagari(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  return Sanscript.t(text.replace(/[\u0964\u0965]/g, ' '), 'devanagari', 'iast');
}

/**
 * The slug of a news title, one word per title word, in order: 'प्रवेश परीक्षाको नतिजा प्रकाशित'
 * → 'pravesa-pariksako-natija-prakasita'. It passes the slug rule a typed slug meets.
 */
export function newsSlugFromTitle(title: string): string {
  return slugFromTitle(transliterateDevanagari(title));
}

import { localeDigits } from './digits.js';
import type { Locale } from './language.js';

/** The values a text fills in, by name: `{ count: 3, query: 'exam' }`. */
export type TextValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category (`one`, `other`…) of `count` in `locale`, by Intl.PluralRules. */
function pluralCategory(count: number, locale: Locale): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** A value as the text writes it: a number in the locale's digits, text as it is. */
const written = (value: string | number, locale: Locale) => (typeof value === 'number' ? localeDigits(value, locale) : value);

/**
 * The end of the `{…}` that opens at `start`, counting nested braces; -1 when it is not closed.
 */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The forms of a plural block's body, `one {# item} other {# items}` → { one: '# item', other: '# items' }. */
function pluralForms(body: string): Record<string, string> | null {
  const forms: Record<string, string> = {};
  let rest = body.trim();
  while (rest) {
    const head = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!head) return null;
    const open = head[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) return null;
    forms[head[1]] = rest.slice(open + 1, close);
    rest = rest.slice(close + 1).trim();
  }
  return 'other' in forms ? forms : null;
}

/**
 * A text with its values filled in, in `locale` (docs/public-site.md, Languages): a place is
 * `{name}`; a count that changes the words is `{count, plural, one {# item} other {# items}}`,
 * whose form is chosen by Intl.PluralRules of the locale (`=0` for an exact number) and whose `#`
 * is the count. Numbers are written in the locale's digits. A place with no value stays as it
 * is, so it shows in a test rather than vanishing. The one way texts of the catalogue, of the
 * message tables and of mail fill in values.
 */
export function formatText(text: string, values: TextValues | undefined, locale: Locale): string {
  if (!values || !text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    out += text.slice(i, open);
    const close = closingBrace(text, open);
    if (close < 0) break;
    const inside = text.slice(open + 1, close);
    out += fillPlace(text.slice(open, close + 1), inside, values, locale);
    i = close + 1;
  }
  return out + text.slice(i);
}

function fillPlace(place: string, inside: string, values: TextValues, locale: Locale): string {
  const simple = /^\s*(\w+)\s*$/.exec(inside);
  if (simple) return simple[1] in values ? written(values[simple[1]], locale) : place;
  const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inside);
  if (!plural || !(plural[1] in values)) return place;
  const forms = pluralForms(plural[2]);
  const count = Number(values[plural[1]]);
  if (!forms || !Number.isFinite(count)) return place;
  const form = forms[`=${count}`] ?? forms[pluralCategory(count, locale)] ?? forms.other;
  return formatText(form.replace(/#/g, written(count, locale)), values, locale);
}

/** A text without the syntax of its places (`{name}`, `{count, plural, one {`…): the words a reader sees, e.g. to check their script. */
export function withoutPlaces(text: string): string {
  return text
    .replace(/\{\s*\w+\s*\}/g, '')
    .replace(/\{\s*\w+\s*,\s*plural\s*,/g, '')
    .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, '');
}

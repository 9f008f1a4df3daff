import type { Catalogue } from './catalogue/en.js';
import { formatText, type TextValues } from './format.js';
import type { Locale } from './locales.js';

/** A key of the catalogue, `group.key`: a key that does not exist does not type-check. */
export type TextKey = { [Group in keyof Catalogue]: `${Group & string}.${keyof Catalogue[Group] & string}` }[keyof Catalogue];

/** A language's `t`: the text of `key`, its `{name}` places filled from `values` (formatText). */
export type TextOf = (key: TextKey, values?: TextValues) => string;

/**
 * The `t` of one language's catalogue (docs/public-site.md, Languages): a key is `group.key`, a
 * place in a text is `{name}` and a count that changes the words a plural block, both filled by
 * formatText in `locale` (numbers in its digits). The one way the public site writes a fixed
 * text, on the server and in the browser alike, so both render the same page.
 */
export function textsOf(catalogue: Catalogue, locale: Locale): TextOf {
  const groups = catalogue as unknown as Record<string, Record<string, string>>;
  return (key, values) => {
    const dot = key.indexOf('.');
    return formatText(groups[key.slice(0, dot)]?.[key.slice(dot + 1)] ?? key, values, locale);
  };
}

/**
 * A text with elements placed in it (docs/public-site.md, Languages): `'By <0/>'` and `[author]`
 * give `['By ', author]`. The parts of the text in order, each `<n/>` replaced by `elements[n]`.
 */
export function placeElements<E>(text: string, elements: readonly E[]): (string | E)[] {
  return text
    .split(/<(\d+)\/>/)
    .map((part, i) => (i % 2 === 1 ? elements[Number(part)] : part))
    .filter((part) => part !== '' && part !== undefined);
}

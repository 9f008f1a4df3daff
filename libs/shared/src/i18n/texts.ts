import type { Catalogue } from './catalogue/en.js';

/** A key of the catalogue, `group.key`: a key that does not exist does not type-check. */
export type TextKey = { [Group in keyof Catalogue]: `${Group & string}.${keyof Catalogue[Group] & string}` }[keyof Catalogue];

/** The values a text fills in: `{{0}}` is `values[0]`. */
type TextValues = Readonly<Record<string | number, string | number>>;

/** A language's `t`: the text of `key`, its `{{name}}` places filled from `values`. */
export type TextOf = (key: TextKey, values?: TextValues) => string;

/**
 * The `t` of one language's catalogue (docs/public-site.md, Languages): a key is `group.key`, a
 * place in a text is `{{name}}` (`{{0}}`, filled by `values[0]`; a place with no value stays as
 * it is, so it shows in a test rather than vanishing). The one way the public site writes a fixed
 * text, on the server and in the browser alike, so both render the same page.
 */
export function textsOf(catalogue: Catalogue): TextOf {
  const groups = catalogue as unknown as Record<string, Record<string, string>>;
  return (key, values) => {
    const dot = key.indexOf('.');
    const text = groups[key.slice(0, dot)]?.[key.slice(dot + 1)] ?? key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => (name in values ? String(values[name]) : place)) : text;
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

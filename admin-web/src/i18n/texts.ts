/**
 * The shape of a catalogue's other language: every key of the English one, each a string (a key
 * missing on the Nepali side does not type-check).
 */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The shape of a part of the catalogue in another language: every group and key of the English
 * part `T`, each a text.
 */
export type Texts<T> = { [Group in keyof T]: { [Key in keyof T[Group]]: string } };

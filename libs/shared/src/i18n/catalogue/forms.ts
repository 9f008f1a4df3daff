import type { Texts } from './texts.js';

/** The public forms (apply, contact, certificate verification, sign-in and password pages), their validation messages and the server's refusals, and the toasts: the English texts (today's, unchanged). */
export const FORMS_EN = {};

/** The same in Nepali. */
export const FORMS_NE: Texts<typeof FORMS_EN> = {};

/** Maximum length of an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

// One @, no spaces, a dot in the domain, no empty labels: what a person would call an address.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value);
}

/** A field rule: `message` unless the value is an address (or, when `optional`, empty). */
export function emailFieldError(message: string, optional: boolean): (value: unknown) => string | null {
  return (value) => (typeof value === 'string' && ((optional && value === '') || isValidEmail(value)) ? null : message);
}

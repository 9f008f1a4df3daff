/** Maximum length of an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Maximum length of the part before the `@` (RFC 5321, 4.5.3.1.1). */
const LOCAL_MAX = 64;

/**
 * An address is an RFC 5322 addr-spec with a dot-atom local part: `atext` runs (letters, digits
 * and ! # $ % & ' * + - / = ? ^ _ ` { | } ~) joined by single dots, so no spaces, quotes,
 * `<>,;:"()[]`, leading, trailing or doubled dots. Display names, groups and quoted local parts
 * are refused: `x<victim@gmail.com>` or `g:victim@gmail.com;` would otherwise be read by the mail
 * library as someone else's address (docs/behaviour.md, Mail after a submission).
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/**
 * The domain is a host name of two labels or more, each 1 to 63 letters, digits or inner hyphens.
 * Letters may be of any script (with their combining marks), so an internationalised domain such
 * as `.नेपाल` is an address, as is its `xn--` spelling; the mail library sends to either.
 */
const LABEL = /^[\p{L}\p{N}]([\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return at > 0 && local.length <= LOCAL_MAX && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l));
}

/** A field rule: `message` unless the value is an address (or, when `optional`, empty). */
export function emailFieldError(message: string, optional: boolean): (value: unknown) => string | null {
  return (value) => (typeof value === 'string' && ((optional && value === '') || isValidEmail(value)) ? null : message);
}

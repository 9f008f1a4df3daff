import { isValidEmail } from '../rules/email.js';

/**
 * A field rule: the product's message, or null when the value is fine. `values` is the whole
 * body or form, for rules that depend on another field. The API's validation pipe runs a DTO's
 * table (`@Rules`) and the browser forms call the same functions.
 */
export type Rule = (value: unknown, values?: object) => string | null;

/** One entry of a 400 answer's `details` (docs/api.md, Errors), and of a form's error list. */
export interface FieldError {
  field: string;
  message: string;
  /**
   * The message's code (`required.name`, i18n/message-codes.ts): set where the message is made
   * from a template (`locale.tooLong`); the API's error writer gives every other one its code.
   */
  code?: string;
}

/** Field name → rule; `validateX` functions are such tables run through `collectErrors`. */
export type RuleTable = Readonly<Record<string, Rule>>;

/** Nothing typed in: absent, null, whitespace only, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Fails with `message` when the field is blank; any other value passes (types are the DTO's job). */
export function required(message: string): Rule {
  return function requiredRule(value) {
    return isBlank(value) ? message : null;
  };
}

/** Lets a blank value through, so defaults apply; otherwise runs `rule`. */
export function optional(rule: Rule): Rule {
  return function optionalRule(value, values) {
    return isBlank(value) ? null : rule(value, values);
  };
}

/** Runs the rules in order and reports the first failure, so a field shows one message. */
export function all(...rules: Rule[]): Rule {
  return function allRule(value, values) {
    for (const rule of rules) {
      const message = rule(value, values);
      if (message !== null) return message;
    }
    return null;
  };
}

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** The wording of USER_MESSAGES.invalidRole, for every enum field. */
export function mustBeOneOf(label: string, options: readonly string[]): string {
  return `${label} must be one of ${options.join(', ')}`;
}

export function oneOf(options: readonly string[], message: string): Rule {
  return function oneOfRule(value) {
    return isOneOf(options, value) ? null : message;
  };
}

export function validEmail(message: string): Rule {
  return function validEmailRule(value) {
    return typeof value === 'string' && isValidEmail(value.trim()) ? null : message;
  };
}

/**
 * Links and image sources end up in href/src on the public site, so only web addresses,
 * site paths and in-page anchors are accepted (never `javascript:` or `data:`). A site path is
 * `/` followed by anything but a second `/` or a backslash: browsers read `//host/x`, and a
 * backslash after the first slash, as another host (docs/behaviour.md, Content rules).
 */
const SAFE_LINK = /^(https?:\/\/[^\s/?#]+|\/(?![/\\])|#)/i;

export function safeLink(message: string): Rule {
  return function safeLinkRule(value) {
    return typeof value === 'string' && SAFE_LINK.test(value.trim()) ? null : message;
  };
}

/** Checks every entry of a list field with `itemRule` and reports the first failure. */
export function eachItem(itemRule: Rule, notAListMessage: string): Rule {
  return function eachItemRule(value, values) {
    if (!Array.isArray(value)) return notAListMessage;
    for (const item of value) {
      const message = itemRule(item, values);
      if (message !== null) return message;
    }
    return null;
  };
}

/** Runs each field's rule against `values` and lists the failures in table order. */
export function collectErrors(values: object, table: RuleTable): FieldError[] {
  const record = values as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(table)) {
    const message = rule(record[field], values);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}

/** The `validateX(values)` of an entity whose rules need nothing but its table. */
export function validator(table: RuleTable): (values: object) => FieldError[] {
  return (values) => collectErrors(values, table);
}

// PostgreSQL `integer` bounds: a larger number would make the insert fail with a 5xx.
const INT_MAX = 2_147_483_647;

/** A whole number from a form field or JSON value; anything non-numeric becomes `fallback`. Exported for its tests. @internal */
export function toInteger(value: unknown, fallback = 0): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(INT_MAX, Math.max(-INT_MAX, Math.trunc(number)));
}

/** displayOrder of every ordered entity: an integer, non-numeric input falls back to 0. */
export function toDisplayOrder(value: unknown): number {
  return toInteger(value, 0);
}

/** A training opening's capacity: an integer falling back to 0; a negative count means none. */
export function toCapacity(value: unknown): number {
  return Math.max(0, toInteger(value, 0));
}

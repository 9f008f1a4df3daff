import { messageCode, type Rule, type RuleTable } from '@institute/shared';
import { MESSAGE_TEMPLATES_EN, messageValues } from '@institute/shared/catalogue/ne';
import type { ValidationErrorMessage } from 'react-admin';

const TEMPLATE_CODES = Object.keys(MESSAGE_TEMPLATES_EN);

/**
 * A libs message as react-admin translates it (docs/back-office.md, Languages): the catalogue's
 * key of its code (`app.messages.required.title`, i18n.ts), its English words as the fallback
 * (`_`) and, for a message made from a template (`Value cannot exceed 500 characters`), the
 * values it was made with; a text no table holds stays as it is. A form's own `validate` (the
 * site configuration's) hands its libs messages through it too.
 * @public
 */
export function translatableMessage(message: string): ValidationErrorMessage {
  const code = messageCode(message) ?? TEMPLATE_CODES.find((c) => messageValues(c, message) !== undefined);
  if (!code) return message;
  return { message: `app.messages.${code}`, args: { ...messageValues(code, message), _: message } };
}

/**
 * The one adapter from a libs rule table to react-admin: a form-level `validate` that runs
 * every rule of `table` (the same functions the API runs) and marks each failing field
 * with the rule's message, in the staff's language (translatableMessage). `prepare` shapes the
 * values first as the server would (e.g. slug normalisation); `skip` names rules that do not
 * apply to this form.
 */
export function tableValidator(
  table: RuleTable,
  options: {
    prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
    skip?: (values: Record<string, unknown>) => string[];
  } = {},
) {
  return (values: Record<string, unknown>): Record<string, ValidationErrorMessage> => {
    const prepared = options.prepare ? options.prepare(values) : values;
    const skipped = new Set(options.skip?.(values) ?? []);
    const errors: Record<string, ValidationErrorMessage> = {};
    for (const [field, rule] of Object.entries(table)) {
      if (skipped.has(field)) continue;
      const message = rule(prepared[field], prepared);
      if (message !== null) errors[field] = translatableMessage(message);
    }
    return errors;
  };
}

/** One libs rule as an input's `validate` (for a field checked on its own, e.g. a statistic's value). */
export function fieldValidator(rule: Rule) {
  return (value: unknown, values: object): ValidationErrorMessage | undefined => {
    const message = rule(value, values);
    return message === null ? undefined : translatableMessage(message);
  };
}

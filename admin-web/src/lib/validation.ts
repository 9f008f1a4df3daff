import type { Rule, RuleTable } from '@institute/shared';

/**
 * The one adapter from a libs rule table to react-admin: a form-level `validate` that runs
 * every rule of `table` (the same functions the API runs) and marks each failing field
 * with the rule's message. `prepare` shapes the values first as the server would (e.g.
 * slug normalisation); `skip` names rules that do not apply to this form.
 */
export function tableValidator(
  table: RuleTable,
  options: {
    prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
    skip?: (values: Record<string, unknown>) => string[];
  } = {},
) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const prepared = options.prepare ? options.prepare(values) : values;
    const skipped = new Set(options.skip?.(values) ?? []);
    const errors: Record<string, string> = {};
    for (const [field, rule] of Object.entries(table)) {
      if (skipped.has(field)) continue;
      const message = rule(prepared[field], prepared);
      if (message !== null) errors[field] = message;
    }
    return errors;
  };
}

/** One libs rule as an input's `validate` (for a field checked on its own, e.g. a statistic's value). */
export function fieldValidator(rule: Rule) {
  return (value: unknown, values: object) => rule(value, values) ?? undefined;
}

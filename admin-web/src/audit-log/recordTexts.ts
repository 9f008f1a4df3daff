import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, localeDigits, type Locale, LOCALE_NAMES } from '@institute/shared';

/** The API's value of a secret in a change (docs/api.md, Audit log). */
const REDACTED = '[redacted]';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The catalogue groups naming the codes some fields hold (a status, a role, a sign-in's method). */
const CODE_NAMES: Record<string, string> = { status: 'app.statuses', role: 'app.roles', method: 'app.audit.methods' };

/** A stored value as an English screen shows it: a text as it is, anything else as JSON; '—' for none. */
const storedText = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * How a screen names a record's stored fields and writes their values (an audit entry's changes,
 * a revision compared with the record): in English the fields' own names and the values as stored
 * (`position: Trainer → Senior Trainer`, JSON for a list); in Nepali each field by its label
 * (the resource's, else `app.audit.fields`), yes/no, Devanagari digits, a list's items and an
 * object's fields written out, a Nepali text as '{field} (नेपाली)'. Texts are content: kept.
 */
export function useRecordTexts(resource: string | null | undefined) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (locale === DEFAULT_LOCALE) return { field: (name: string) => name, value: (given: unknown, _field?: string) => storedText(given) };
  const field = (name: string) =>
    translate(`resources.${resource}.fields.${name}`, { _: translate(`app.audit.fields.${name}`, { _: name }) });
  // `name` is the field holding the value: a code (a status, a language) is named, not shown.
  const value = (given: unknown, name?: string): string => {
    if (given === null || given === undefined || given === '') return '—';
    if (given === REDACTED) return translate('app.audit.redacted');
    if (typeof given === 'string' && name === 'locale') return LOCALE_NAMES[given as Locale] ?? given;
    if (typeof given === 'string' && name && CODE_NAMES[name]) return translate(`${CODE_NAMES[name]}.${given}`, { _: given });
    if (typeof given === 'string') return given;
    if (typeof given === 'boolean') return translate(given ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof given === 'number') return localeDigits(given, locale as Locale);
    if (Array.isArray(given)) return given.map((item) => value(item, name)).join(', ');
    if (isObject(given))
      return Object.entries(given)
        .flatMap(([key, inner]) =>
          key === 'ne' && isObject(inner)
            ? Object.entries(inner).map(([f, text]) => `${translate('app.audit.nepali', { field: field(f) })}: ${value(text, f)}`)
            : [`${field(key)}: ${value(inner, key)}`],
        )
        .join('; ');
    return String(given);
  };
  return { field, value };
}

/** An audit action ('create', 'sign-in') as the screen names it. */
export function useActionName() {
  const translate = useTranslate();
  return (action: string) => translate(`app.audit.actions.${action}`, { _: action });
}

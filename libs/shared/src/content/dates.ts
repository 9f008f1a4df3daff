export { INSTITUTE_TIME_ZONE } from './time-zone.js';
import { INSTITUTE_TIME_ZONE } from './time-zone.js';
import { CONTENT_MESSAGES } from './messages.js';
import type { Rule } from './validation.js';

const DATE_NOT_SET = 'Not set';
const DATE_INVALID = 'Invalid date';

export type DateInput = string | number | Date | null | undefined;

// ISO 8601 only: engines guess differently at other text ('1' is a date in V8).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A Date for an ISO date(-time) string, a timestamp or a Date; null when absent or unreadable. */
export function parseDate(value: unknown): Date | null {
  let date: Date;
  if (typeof value === 'string') {
    const text = value.trim();
    // The day is checked on its own: engines roll '2026-02-30' over to March.
    if (!ISO_DATE_TIME.test(text) || !isDateOnly(text.slice(0, 10))) return null;
    date = new Date(text.replace(' ', 'T')); // Safari refuses the space form
  } else if (typeof value === 'number' || value instanceof Date) {
    date = new Date(value);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (so '2026-02-30' is refused). */
export function isDateOnly(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_IN_NEPAL = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `instant` in Nepal, as 'YYYY-MM-DD' (comparable as text). */
export function dateOnlyInNepal(instant: Date): string {
  const parts = DAY_IN_NEPAL.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DISPLAY = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'November 21, 2026'; 'Not set' when there is no value, 'Invalid date' when it cannot be read. */
export function formatDisplayDate(value: DateInput): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return DATE_NOT_SET;
  const date = parseDate(value);
  return date ? DISPLAY.format(date) : DATE_INVALID;
}

/** A date-time field (deadlines, opening dates); wrap in `optional` where it may be left empty. */
export const dateTimeRule: Rule = function dateTimeRule(value) {
  return parseDate(value) ? null : CONTENT_MESSAGES.invalidDate;
};

/** A date-only field ('YYYY-MM-DD', as a date input sends it). */
export const dateOnlyRule: Rule = function dateOnlyRule(value) {
  return isDateOnly(value) ? null : CONTENT_MESSAGES.invalidDateOnly;
};

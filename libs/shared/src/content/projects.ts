import { dateOnlyRule, isDateOnly } from './dates.js';
import { PROJECT_STATUSES } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, eachItem, isBlank, oneOf, optional, required, type Rule, type RuleTable, safeLink } from './validation.js';

export interface Occupation {
  name: string;
  count: number;
}

export const PROJECT_MESSAGES = {
  occupationNameRequired: 'Occupation name is required',
  occupationCountInvalid: 'Number of persons must be a whole number greater than 0',
  occupationsNotAList: 'Occupations must be a list of names with counts',
  locationRequired: 'Location cannot be empty',
  locationsNotAList: 'Locations must be a list of places',
  notFound: 'Project not found',
} as const;

/** One occupation entry: a name that is not blank and a count that is an integer above 0. */
export const occupationError: Rule = function occupationError(entry) {
  const { name, count } = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<Record<string, unknown>>;
  if (typeof name !== 'string' || isBlank(name)) return PROJECT_MESSAGES.occupationNameRequired;
  return Number.isInteger(count) && (count as number) > 0 ? null : PROJECT_MESSAGES.occupationCountInvalid;
};

/** One location entry: text that is not blank once trimmed. */
export const locationError: Rule = function locationError(entry) {
  return typeof entry === 'string' && !isBlank(entry) ? null : PROJECT_MESSAGES.locationRequired;
};

/** 'YYYY-MM-DD' days compare as text; a missing or unreadable start date leaves nothing to compare. */
const endNotBeforeStart: Rule = function projectEndNotBeforeStart(value, values) {
  const start = (values as { startDate?: unknown } | undefined)?.startDate;
  return isDateOnly(start) && isDateOnly(value) && value < start ? CONTENT_MESSAGES.endBeforeStart : null;
};

/**
 * Projects Management. Only implementationDuration is required by the data
 * model; a title is required too because every public card and dialog leads with it.
 */
export const PROJECT_RULES = {
  title: required(REQUIRED_MESSAGES.title),
  implementationDuration: required(REQUIRED_MESSAGES.implementationDuration),
  status: optional(oneOf(PROJECT_STATUSES, CONTENT_MESSAGES.invalidProjectStatus)),
  startDate: optional(dateOnlyRule),
  endDate: optional(all(dateOnlyRule, endNotBeforeStart)),
  occupations: optional(eachItem(occupationError, PROJECT_MESSAGES.occupationsNotAList)),
  locations: optional(eachItem(locationError, PROJECT_MESSAGES.locationsNotAList)),
  imageUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

/** Total participants on a project card: the sum of the occupation counts (bad counts add 0). */
export function totalParticipants(occupations: readonly { count: unknown }[] | null | undefined): number {
  return (occupations ?? []).reduce((sum, o) => sum + (Number.isFinite(Number(o.count)) ? Number(o.count) : 0), 0);
}

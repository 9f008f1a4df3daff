import { dateTimeRule, type DateInput, parseDate } from './dates.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, optional, required, type Rule, type RuleTable } from './validation.js';

/** A training opening's computed display status (docs/back-office.md, Statuses), in the order it is decided. */
export type TrainingOpeningStatus = 'Inactive' | 'Completed' | 'Ongoing' | 'Registration Closed' | 'Open for Registration';

export interface TrainingOpeningSchedule {
  isActive: boolean;
  startDate?: DateInput;
  endDate?: DateInput;
  applicationDeadline?: DateInput;
}

/** Missing and unreadable dates count as not set. */
export function trainingOpeningStatus(opening: TrainingOpeningSchedule, now: Date = new Date()): TrainingOpeningStatus {
  if (!opening.isActive) return 'Inactive';
  const [start, end, deadline] = [opening.startDate, opening.endDate, opening.applicationDeadline].map(parseDate);
  const t = now.getTime();
  if (end && end.getTime() < t) return 'Completed';
  if (start && start.getTime() <= t) return 'Ongoing'; // an end still ahead or absent, given the line above
  if (deadline && deadline.getTime() < t) return 'Registration Closed';
  return 'Open for Registration';
}

const endNotBeforeStart: Rule = function endNotBeforeStart(value, values) {
  const start = parseDate((values as { startDate?: unknown } | undefined)?.startDate);
  const end = parseDate(value);
  return start && end && end.getTime() < start.getTime() ? CONTENT_MESSAGES.endBeforeStart : null;
};

/**
 * Training Openings Management (docs/back-office.md, Rules): a title is required because the card
 * has nothing else to show, and an end before the start is refused.
 */
export const TRAINING_OPENING_RULES = {
  title: required(REQUIRED_MESSAGES.title),
  startDate: optional(dateTimeRule),
  endDate: optional(all(dateTimeRule, endNotBeforeStart)),
  applicationDeadline: optional(dateTimeRule),
} satisfies RuleTable;

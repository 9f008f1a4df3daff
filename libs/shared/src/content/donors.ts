import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { optional, required, type RuleTable, safeLink } from './validation.js';

/** Donors & Partners Management (docs/back-office.md, Rules): a name is required, as a partner without one cannot be shown. */
export const DONOR_RULES = {
  name: required(REQUIRED_MESSAGES.name),
  logoUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
  websiteUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

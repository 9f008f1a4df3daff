import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { optional, required, type RuleTable, safeLink } from './validation.js';

/** Donors & Partners Management: the spec shows no bounds, but a partner without a name cannot be shown. */
export const DONOR_RULES = {
  name: required(REQUIRED_MESSAGES.name),
  logoUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
  websiteUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { optional, required, type RuleTable, safeLink, validEmail } from './validation.js';

/** Team Management: name and position; an e-mail, when given, must be one. */
export const TEAM_MEMBER_RULES = {
  name: required(REQUIRED_MESSAGES.name),
  position: required(REQUIRED_MESSAGES.position),
  email: optional(validEmail(CONTENT_MESSAGES.invalidEmail)),
  photoUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
  linkedinUrl: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { optional, required, type RuleTable, safeLink } from './validation.js';

const link = optional(safeLink(CONTENT_MESSAGES.invalidLink));

/** Programs Management: the four fields a program card cannot do without. */
export const PROGRAM_RULES = {
  title: required(REQUIRED_MESSAGES.title),
  description: required(REQUIRED_MESSAGES.description),
  category: required(REQUIRED_MESSAGES.category),
  duration: required(REQUIRED_MESSAGES.duration),
  imageUrl: link,
  curriculumFile: link,
  nossFile: link,
} satisfies RuleTable;

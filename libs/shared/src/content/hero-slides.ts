import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, optional, required, type RuleTable, safeLink } from './validation.js';

/** Hero Slides Management; the call-to-action may also be an anchor such as '#apply'. */
export const HERO_SLIDE_RULES = {
  title: required(REQUIRED_MESSAGES.title),
  image: all(required(REQUIRED_MESSAGES.image), safeLink(CONTENT_MESSAGES.invalidLink)),
  ctaLink: optional(safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

import { ABOUT_SECTIONS } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { all, oneOf, required, type RuleTable } from './validation.js';

/** About Content Management: one of the four sections (the URL's {section}), with title and content. */
export const ABOUT_RULES = {
  section: all(required(REQUIRED_MESSAGES.section), oneOf(ABOUT_SECTIONS, CONTENT_MESSAGES.invalidAboutSection)),
  title: required(REQUIRED_MESSAGES.title),
  content: required(REQUIRED_MESSAGES.content),
} satisfies RuleTable;

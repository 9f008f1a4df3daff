import { dateTimeRule, type DateInput, parseDate } from './dates.js';
import { NEWS_CATEGORIES, NEWS_PRIORITIES, NEWS_STATUSES } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { normalizeSlug, slugError } from './slug.js';
import { eachItem, oneOf, optional, required, type RuleTable, safeLink } from './validation.js';

/** News form and API body; blank enums take their defaults. */
export const NEWS_RULES = {
  title: required(REQUIRED_MESSAGES.title),
  slug: slugError,
  content: required(REQUIRED_MESSAGES.content),
  excerpt: required(REQUIRED_MESSAGES.excerpt),
  category: optional(oneOf(NEWS_CATEGORIES, CONTENT_MESSAGES.invalidNewsCategory)),
  status: optional(oneOf(NEWS_STATUSES, CONTENT_MESSAGES.invalidNewsStatus)),
  priority: optional(oneOf(NEWS_PRIORITIES, CONTENT_MESSAGES.invalidNewsPriority)),
  deadlineDate: optional(dateTimeRule),
  /** Not on the form: set by the server when first published; a later date schedules the item. */
  publishedAt: optional(dateTimeRule),
  imageUrls: optional(eachItem(safeLink(CONTENT_MESSAGES.invalidLink), CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

/** Makes a typed slug what the rules check: normalised, so 'Exam Results 2081!' gives 'exam-results-2081'. */
export function normalizeNewsBody<T extends { slug?: unknown }>(body: T): T {
  return typeof body.slug === 'string' ? { ...body, slug: normalizeSlug(body.slug) } : body;
}

/** A notice is expired once its deadline lies before `now`; no or unreadable deadline never expires. */
export function isNoticeExpired(deadline: DateInput, now: Date = new Date()): boolean {
  const date = parseDate(deadline);
  return date !== null && date.getTime() < now.getTime();
}

/** The public article address: the slug when there is one, else the id. */
export function newsLink(item: { id: string | number; slug?: string | null }): string {
  return `/news/${item.slug?.trim() ? item.slug.trim() : String(item.id)}`;
}

/**
 * The public news page call, `GET /api/news?limit&offset&q&category` (docs/api.md, News pages):
 * a page of at most `maxLimit` items, `defaultLimit` when no limit is given; `q` at most `maxQuery` characters.
 */
export const NEWS_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 1_000_000, maxQuery: 200 } as const;

/** The 400 answers of the news page call, one per parameter. */
export const NEWS_PAGE_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${NEWS_PAGE.maxLimit}`,
  offset: `offset must be a whole number from 0 to ${NEWS_PAGE.maxOffset.toLocaleString('en')}`,
  q: `q must be given once, as text of at most ${NEWS_PAGE.maxQuery} characters`,
} as const;

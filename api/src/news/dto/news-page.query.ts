import { CONTENT_MESSAGES, NEWS_CATEGORIES, NEWS_PAGE, NEWS_PAGE_MESSAGES, type NewsCategory, isOneOf } from '@institute/shared';
import { ValidationFailed } from '../../common/http-exception.filter';

/** `GET /api/news?limit&offset&q&category` read and checked (docs/api.md, News pages). */
export interface NewsPageQuery {
  limit: number;
  offset: number;
  /** Trimmed; unset when blank. */
  q?: string;
  category?: NewsCategory;
}

/** The query parameters of the public list: any one of them makes it a page. */
export const NEWS_PAGE_QUERY = ['limit', 'offset', 'q', 'category'] as const;

/** A parameter sent empty counts as not sent (a cleared search box, the "All" tab). */
const given = (raw: unknown): boolean => raw !== undefined && raw !== '';

function wholeNumber(field: 'limit' | 'offset', raw: unknown, min: number, max: number, fallback: number): number {
  if (!given(raw)) return fallback;
  // A repeated parameter arrives as an array; only one plain number is meaningful.
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max)) throw new ValidationFailed([{ field, message: NEWS_PAGE_MESSAGES[field] }]);
  return n;
}

/** The search text: one string, without NUL (PostgreSQL text cannot hold it), within the bound. */
export function parseNewsSearch(raw: unknown): string | undefined {
  if (!given(raw)) return undefined;
  if (typeof raw !== 'string' || raw.includes('\0') || raw.length > NEWS_PAGE.maxQuery) {
    throw new ValidationFailed([{ field: 'q', message: NEWS_PAGE_MESSAGES.q }]);
  }
  return raw.trim() || undefined;
}

/** The page asked for, or null when none of limit, offset, q and category is given: the whole published list. */
export function parseNewsPageQuery(query: Record<string, unknown>): NewsPageQuery | null {
  if (!NEWS_PAGE_QUERY.some((key) => given(query[key]))) return null;
  const page: NewsPageQuery = {
    limit: wholeNumber('limit', query.limit, 1, NEWS_PAGE.maxLimit, NEWS_PAGE.defaultLimit),
    offset: wholeNumber('offset', query.offset, 0, NEWS_PAGE.maxOffset, 0),
  };
  const q = parseNewsSearch(query.q);
  if (q) page.q = q;
  if (given(query.category)) {
    if (!isOneOf(NEWS_CATEGORIES, query.category)) {
      throw new ValidationFailed([{ field: 'category', message: CONTENT_MESSAGES.invalidNewsCategory }]);
    }
    page.category = query.category;
  }
  return page;
}

import { BadRequestException } from '@nestjs/common';
import { type ListQuery, type ListSpec, parseSort } from '../../common/list-query';

/**
 * Certificate Management's own list call, `?page&limit=20&search` (docs/api.md, Admin lists),
 * with the list's `sort` when a column is chosen.
 */
export interface CertificatePageQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: ListQuery['sort'];
}

const CERTIFICATE_PAGE = { defaultLimit: 20, maxLimit: 100, maxSearch: 200 } as const;

function wholeNumber(name: string, raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  // A repeated parameter arrives as an array; only one plain positive number is meaningful.
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw new BadRequestException(`${name} must be a whole number from 1`);
  return Number(raw);
}

/**
 * The paged query when the request has `page`, `limit` or `search`; otherwise null and the
 * list is ra-data-simple-rest's. A limit above 100 is served as 100, as `range` is capped;
 * `sort` is checked against the list's sortable fields.
 */
export function parseCertificatePageQuery(query: Record<string, unknown>, spec: ListSpec): CertificatePageQuery | null {
  if (!['page', 'limit', 'search'].some((key) => key in query)) return null;
  const page = wholeNumber('page', query.page, 1);
  const limit = Math.min(wholeNumber('limit', query.limit, CERTIFICATE_PAGE.defaultLimit), CERTIFICATE_PAGE.maxLimit);
  if (query.search !== undefined && typeof query.search !== 'string') throw new BadRequestException('search must be given once, as text');
  const search = query.search?.trim().slice(0, CERTIFICATE_PAGE.maxSearch) || undefined;
  return { page, limit, search, sort: parseSort(query.sort, spec) };
}

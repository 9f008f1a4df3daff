import { CERTIFICATE_PAGE, CERTIFICATE_PAGE_MESSAGES } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { ListQueryFor } from '../../common/dto/list-query.dto';
import { WholeNumber } from '../../common/fields';
import type { ListQuery } from '../../common/list-query';

/** The largest page or limit read: nine digits. */
const MAX_WHOLE = 999_999_999;

/** Certificate Management's own list call, checked: what CertificatesService.page takes. */
export interface CertificatePageQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: ListQuery['sort'];
}

/**
 * `GET /api/admin/certificates` (docs/api.md, Admin lists): ra-data-simple-rest's list, or with
 * `page`, `limit` or `search` (even sent empty) Certificate Management's paged call, with the
 * list's `sort` when a column is chosen.
 */
export class CertificateListQueryDto extends ListQueryFor('certificates') {
  /** With page, limit or search: the paged answer */
  @WholeNumber(1, MAX_WHOLE, CERTIFICATE_PAGE_MESSAGES.page, { emptyIsNull: true, fallback: 1 })
  page?: number | null;

  /** Rows a page; a limit above 100 is served as 100 (libs CERTIFICATE_PAGE) */
  @WholeNumber(1, MAX_WHOLE, CERTIFICATE_PAGE_MESSAGES.limit, { emptyIsNull: true, fallback: CERTIFICATE_PAGE.defaultLimit })
  limit?: number | null;

  /** Part of the name, father's name or number */
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsString({ message: CERTIFICATE_PAGE_MESSAGES.search })
  search?: string | null;

  /** The paged call when page, limit or search was sent; otherwise null and the list is ra-data-simple-rest's. */
  paged(): CertificatePageQuery | null {
    if (this.page === undefined && this.limit === undefined && this.search === undefined) return null;
    return {
      page: this.page ?? 1,
      limit: Math.min(this.limit ?? CERTIFICATE_PAGE.defaultLimit, CERTIFICATE_PAGE.maxLimit),
      search: this.search?.trim().slice(0, CERTIFICATE_PAGE.maxSearch) || undefined,
      sort: this.list().sort,
    };
  }
}

import { CONTENT_MESSAGES, NEWS_CATEGORIES, NEWS_PAGE, NEWS_PAGE_MESSAGES, type NewsCategory } from '@institute/shared';
import { IsOptional, IsString, MaxLength, NotContains } from 'class-validator';
import { LocaleQueryDto } from '../../common/dto/locale-query.dto';
import { EmptyIsUnset, OneOf, WholeNumber } from '../../common/fields';
import type { NewsPageQuery } from '@institute/shared';

/** The search text: one string, without NUL (PostgreSQL text cannot hold it), within the bound. */
const NEWS_SEARCH = { message: NEWS_PAGE_MESSAGES.q } as const;

/** `GET /api/news/counts?q&locale` (docs/api.md, News pages). */
export class NewsCountsQueryDto extends LocaleQueryDto {
  /** Text found in the title, excerpt or content, case-insensitively */
  @EmptyIsUnset()
  @IsOptional()
  @IsString(NEWS_SEARCH)
  @NotContains('\0', NEWS_SEARCH)
  @MaxLength(NEWS_PAGE.maxQuery, NEWS_SEARCH)
  q?: string;

  /** The search as the services take it: trimmed, unset when blank. */
  search(): string | undefined {
    return this.q?.trim() || undefined;
  }
}

/**
 * `GET /api/news?limit&offset&q&category&locale` (docs/api.md, News pages): any of limit,
 * offset, q and category makes it a page, the `page()` NewsService.publicPage takes.
 */
export class NewsListQueryDto extends NewsCountsQueryDto {
  /** Items a page */
  @WholeNumber(1, NEWS_PAGE.maxLimit, NEWS_PAGE_MESSAGES.limit, { fallback: NEWS_PAGE.defaultLimit })
  limit?: number;

  /** Items skipped */
  @WholeNumber(0, NEWS_PAGE.maxOffset, NEWS_PAGE_MESSAGES.offset, { fallback: 0 })
  offset?: number;

  @EmptyIsUnset()
  @IsOptional()
  @OneOf(NEWS_CATEGORIES, { message: CONTENT_MESSAGES.invalidNewsCategory })
  category?: NewsCategory;

  /** The page asked for, or null when none of limit, offset, q and category is given: the whole published list. */
  page(): NewsPageQuery | null {
    if (this.limit === undefined && this.offset === undefined && this.q === undefined && this.category === undefined) return null;
    const page: NewsPageQuery = { limit: this.limit ?? NEWS_PAGE.defaultLimit, offset: this.offset ?? 0 };
    const q = this.search();
    if (q) page.q = q;
    if (this.category) page.category = this.category;
    return page;
  }
}

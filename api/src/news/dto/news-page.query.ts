import type { NewsCategory } from '@institute/shared';

/**
 * One page of the published news, checked (news-page.dto.ts NewsListQueryDto.page()): what
 * NewsService.publicPage takes (docs/api.md, News pages).
 */
export interface NewsPageQuery {
  limit: number;
  offset: number;
  /** Trimmed; unset when blank. */
  q?: string;
  category?: NewsCategory;
}

/** The query parameters of the public list: any one of them makes it a page. */
export const NEWS_PAGE_QUERY = ['limit', 'offset', 'q', 'category'] as const;

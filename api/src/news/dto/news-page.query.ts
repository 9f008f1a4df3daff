/** The query parameters of the public list: any one of them makes it a page (news-page.dto.ts). */
export const NEWS_PAGE_QUERY = ['limit', 'offset', 'q', 'category'] as const;

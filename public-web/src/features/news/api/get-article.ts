import type { News } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * One published article by slug, or by id (docs/public-site.md, Routes). A not-found answer
 * stays the answer when the page is shown (no new request), so the server's rendered
 * not-found page and the browser's first render agree.
 */
export const articleKey = (identifier: string) => ['/api/news', identifier];

export const useNewsArticle = (identifier: string) => useQuery<News>({ queryKey: articleKey(identifier), retryOnMount: false });

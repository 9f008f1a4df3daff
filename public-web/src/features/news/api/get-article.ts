import type { News } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';

/** One published article by slug, or by id (docs/public-site.md, Routes). */
export const useNewsArticle = (identifier: string) => useQuery<News>({ queryKey: ['/api/news', identifier] });

import { usePageData } from '@/lib/page-data';

/**
 * The published article the address names by slug or id (docs/public-site.md, Routes), as the
 * page's loader read it (app/App.tsx): null when there is none.
 */
export const useNewsArticle = () => usePageData('article');

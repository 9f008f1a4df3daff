import { usePageData } from '@/lib/page-data';

/** The public list `donors` as the page's loader read it (app/App.tsx). */
export const useDonors = () => usePageData('donors');

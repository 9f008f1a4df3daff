import { usePageData } from '@/lib/page-data';

/** The public list `statistics` as the page's loader read it (app/App.tsx). */
export const useStatistics = () => usePageData('statistics');

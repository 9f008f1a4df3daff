import { usePageData } from '@/lib/page-data';

/** The public list `about` as the page's loader read it (app/App.tsx). */
export const useAbout = () => usePageData('about');

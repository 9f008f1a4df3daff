import { usePageData } from '@/lib/page-data';

/** The public list `team` as the page's loader read it (app/App.tsx). */
export const useTeam = () => usePageData('team');

import { usePageData } from '@/lib/page-data';

/** The public list `training-openings` as the page's loader read it (app/App.tsx). */
export const useTrainingOpenings = () => usePageData('training-openings');

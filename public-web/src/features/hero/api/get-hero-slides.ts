import { usePageData } from '@/lib/page-data';

/** The public list `hero-slides` as the page's loader read it (app/App.tsx). */
export const useHeroSlides = () => usePageData('hero-slides');

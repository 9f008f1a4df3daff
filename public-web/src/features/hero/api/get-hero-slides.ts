import type { HeroSlide } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const HERO_SLIDES_URL = '/api/hero-slides';

export const useHeroSlides = () => useList<HeroSlide>(HERO_SLIDES_URL);

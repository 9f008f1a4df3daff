import type { HeroSlide } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useHeroSlides = () => useList<HeroSlide>('/api/hero-slides');

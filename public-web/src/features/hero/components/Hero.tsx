import { Island } from '@/lib/islands';
import { useSiteSettings, useSiteSettingsMedia } from '@/lib/site-settings';
import { useHeroSlides } from '../api/get-hero-slides';
import HeroCarousel from './HeroCarousel.island';

/** The home page's hero: the server's slides and settings, in the carousel island. `programCount`: the lead's 'N training programs'. */
export function Hero({ programCount }: { programCount: number | null }) {
  const { heroImage } = useSiteSettings();
  const settingsMedia = useSiteSettingsMedia();
  const slides = useHeroSlides().data ?? [];
  return <Island of={HeroCarousel} props={{ slides, heroImage: heroImage ?? null, settingsMedia, programCount }} />;
}

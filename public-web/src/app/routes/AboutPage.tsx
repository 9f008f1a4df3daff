import { PageHero } from '@/components/PageHero';
import { AboutStory } from '@/features/about/components/AboutStory';
import { Legacy } from '@/features/about/components/Legacy';
import { usePageMeta } from '@/lib/meta';
import { useHashScroll } from '@/lib/scroll';

export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description: 'Our story, vision and mission: a CTEVT-affiliated training institute since 2064 B.S. (2007 AD).',
  });
  useHashScroll();
  return (
    <>
      <PageHero title="About Us" subtitle="Building Nepal's skilled workforce since 2064 B.S. (2007 AD)." />
      <AboutStory />
      <Legacy />
    </>
  );
}

import { AboutStory } from '@/features/about/components/AboutStory';
import { Legacy } from '@/features/about/components/Legacy';
import { useHashScroll } from '@/lib/scroll';
import { InnerPage } from '../layout/InnerPage';

export default function AboutPage() {
  useHashScroll();
  return (
    <InnerPage
      title="About Us"
      subtitle="Building Nepal's skilled workforce since 2064 B.S. (2007 AD)."
      description="Our story, vision and mission: a CTEVT-affiliated training institute since 2064 B.S. (2007 AD)."
    >
      <AboutStory />
      <Legacy />
    </InnerPage>
  );
}

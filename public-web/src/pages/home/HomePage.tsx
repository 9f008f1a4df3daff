import { useSiteSettings } from '../../lib/queries';
import { usePageMeta } from '../../lib/meta';
import { useHashScroll } from '../../lib/scroll';
import { AboutSection } from './AboutSection';
import { AccreditationBanner } from './AccreditationBanner';
import { ApplySection } from './ApplySection';
import { ContactSection } from './ContactSection';
import { DonorsStrip } from './DonorsStrip';
import { Hero } from './Hero';
import { NewsSection } from './NewsSection';
import { ProgramsSection } from './ProgramsSection';
import { StatsStrip } from './StatsStrip';
import { TeamSection } from './TeamSection';

export default function HomePage() {
  const settings = useSiteSettings();
  usePageMeta({ title: '', description: settings.siteDescription, image: settings.heroImage });
  useHashScroll();
  return (
    <>
      <Hero />
      <StatsStrip />
      <NewsSection />
      <AboutSection />
      <TeamSection />
      <ProgramsSection />
      <AccreditationBanner />
      <ApplySection />
      <DonorsStrip />
      <ContactSection />
    </>
  );
}

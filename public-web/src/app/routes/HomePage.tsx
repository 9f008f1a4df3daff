import { AboutSection } from '@/features/about/components/AboutSection';
import { AccreditationBanner } from '@/features/about/components/AccreditationBanner';
import { StatsStrip } from '@/features/about/components/StatsStrip';
import { DonorsStrip } from '@/features/donors/components/DonorsStrip';
import { ApplySection } from '@/features/forms/components/ApplySection';
import { ContactSection } from '@/features/forms/components/ContactSection';
import { QuickApplication } from '@/features/forms/components/QuickApplication';
import { Hero } from '@/features/hero/components/Hero';
import { NewsSection } from '@/features/news/components/NewsSection';
import { usePrograms } from '@/features/programs/api/get-programs';
import { ActivePrograms, TrainingOpenings } from '@/features/programs/components/ProgramPanels';
import { ProgramCount } from '@/features/programs/components/ProgramCount';
import { ProgramsSection } from '@/features/programs/components/ProgramsSection';
import { TeamSection } from '@/features/team/components/TeamSection';
import { usePageMeta } from '@/lib/meta';
import { useSiteSettings } from '@/lib/site-settings';

/** The application form offers the active programs; reading them here re-renders only this section when they arrive. */
function Apply() {
  return <ApplySection programs={usePrograms().data} />;
}

/**
 * The home page: each section comes from the feature whose content it shows, and where a section
 * shows another feature's content (the program count in the hero, the boxes beside the news, the
 * programs of the application form) this page hands it in.
 */
export default function HomePage() {
  const settings = useSiteSettings();
  usePageMeta({ title: '', description: settings.siteDescription, image: settings.heroImage });
  return (
    <>
      <Hero programCount={<ProgramCount />} />
      <StatsStrip />
      <NewsSection
        aside={
          <>
            <QuickApplication />
            <ActivePrograms />
            <TrainingOpenings />
          </>
        }
      />
      <AboutSection />
      <TeamSection />
      <ProgramsSection />
      <AccreditationBanner />
      <Apply />
      <DonorsStrip />
      <ContactSection />
    </>
  );
}

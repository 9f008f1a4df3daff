import { AboutSection } from '@/features/about/components/AboutSection';
import { AccreditationBanner } from '@/features/about/components/AccreditationBanner';
import { StatsStrip } from '@/features/about/components/StatsStrip';
import { DonorsStrip } from '@/features/donors/components/DonorsStrip';
import ApplySection from '@/features/forms/components/ApplySection.island';
import ContactSection from '@/features/forms/components/ContactSection.island';
import { QuickApplication } from '@/features/forms/components/QuickApplication';
import { Hero } from '@/features/hero/components/Hero';
import { NewsSection } from '@/features/news/components/NewsSection';
import { usePrograms } from '@/features/programs/api/get-programs';
import { ActivePrograms, TrainingOpenings } from '@/features/programs/components/ProgramPanels';
import { ProgramsSection } from '@/features/programs/components/ProgramsSection';
import { Subscribe } from '@/features/forms/components/Subscribe';
import { TeamSection } from '@/features/team/components/TeamSection';
import { usePageMeta } from '@/lib/meta';
import { Island } from '@/lib/islands';
import { useSiteSettings } from '@/lib/site-settings';

/** The application form offers the active programs: their titles and which are in English. */
function Apply() {
  // The API's `fallbackFields` (docs/api.md, Languages) go along: they say which titles are English.
  const programs = (usePrograms().data ?? []).map((p) => ({
    title: p.title,
    isActive: p.isActive,
    fallbackFields: (p as { fallbackFields?: string[] }).fallbackFields,
  }));
  return <Island of={ApplySection} props={{ programs }} />;
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
      <Hero programCount={usePrograms().data?.length ?? null} />
      <StatsStrip />
      <NewsSection
        aside={
          <>
            <QuickApplication />
            <ActivePrograms />
            <TrainingOpenings />
            <Subscribe />
          </>
        }
      />
      <AboutSection />
      <TeamSection />
      <ProgramsSection />
      <AccreditationBanner />
      <Apply />
      <DonorsStrip />
      <Island of={ContactSection} props={{ contactPhone: settings.contactPhone, contactEmail: settings.contactEmail }} />
    </>
  );
}

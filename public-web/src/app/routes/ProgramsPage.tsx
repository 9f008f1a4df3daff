import { PageHero } from '@/components/PageHero';
import { ProgramList } from '@/features/programs/components/ProgramList';
import { usePageMeta } from '@/lib/meta';

export default function ProgramsPage() {
  usePageMeta({
    title: 'Training Programs',
    description: 'All CTEVT-affiliated technical and vocational training programs: duration, certification and entry requirements.',
  });
  return (
    <>
      <PageHero title="Training Programs" subtitle="Practical 390-hour programs leading to national skill test certification." />
      <ProgramList />
    </>
  );
}

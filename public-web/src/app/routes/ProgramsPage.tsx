import { ProgramList } from '@/features/programs/components/ProgramList';
import { InnerPage } from '../layout/InnerPage';

export default function ProgramsPage() {
  return (
    <InnerPage
      title="Training Programs"
      subtitle="Practical 390-hour programs leading to national skill test certification."
      description="All CTEVT-affiliated technical and vocational training programs: duration, certification and entry requirements."
    >
      <ProgramList />
    </InnerPage>
  );
}

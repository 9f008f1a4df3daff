import { DonorList } from '@/features/donors/components/DonorList';
import { InnerPage } from '../layout/InnerPage';

export default function DonorsPage() {
  return (
    <InnerPage
      title="Partners & Donors"
      subtitle="Organisations that make our training possible."
      description="The organisations that fund, support and partner with our training programs."
    >
      <DonorList />
    </InnerPage>
  );
}

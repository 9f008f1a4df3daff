import { PageHero } from '@/components/PageHero';
import { DonorList } from '@/features/donors/components/DonorList';
import { usePageMeta } from '@/lib/meta';

export default function DonorsPage() {
  usePageMeta({ title: 'Partners & Donors', description: 'The organisations that fund, support and partner with our training programs.' });
  return (
    <>
      <PageHero title="Partners & Donors" subtitle="Organisations that make our training possible." />
      <DonorList />
    </>
  );
}

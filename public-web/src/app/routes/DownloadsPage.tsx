import { PageHero } from '@/components/PageHero';
import { DownloadList } from '@/features/downloads/components/DownloadList';
import { usePageMeta } from '@/lib/meta';

export default function DownloadsPage() {
  usePageMeta({ title: 'Downloads', description: 'Curricula, NOSS/OSS/OP standards and other resources to download.' });
  return (
    <>
      <PageHero title="Downloads" subtitle="Curricula, occupational standards and resources." />
      <DownloadList />
    </>
  );
}

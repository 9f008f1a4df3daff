import { DownloadList } from '@/features/downloads/components/DownloadList';
import { InnerPage } from '../layout/InnerPage';

export default function DownloadsPage() {
  return (
    <InnerPage
      title="Downloads"
      subtitle="Curricula, occupational standards and resources."
      description="Curricula, NOSS/OSS/OP standards and other resources to download."
    >
      <DownloadList />
    </InnerPage>
  );
}

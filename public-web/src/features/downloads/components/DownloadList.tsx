import {
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  localeDisplayDate,
  formatFileSize,
  type Download,
  type DownloadCategory,
} from '@institute/shared';
import { useState } from 'react';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useDownloads } from '../api/get-downloads';
import { openDownload } from '../api/open-download';
import { useLocale } from '@/lib/locale';

type Tab = 'all' | DownloadCategory;
const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'all', label: 'All Downloads' },
  ...DOWNLOAD_CATEGORIES.map((c) => ({ value: c, label: DOWNLOAD_CATEGORY_LABELS[c] })),
];

function DownloadCard({ download: d }: { download: Download }) {
  const locale = useLocale();
  return (
    <article className="card download-card" data-testid="download-card">
      <div className="card-body">
        <p className="meta-row">
          <span className="badge badge-blue">{DOWNLOAD_CATEGORY_LABELS[d.category] ?? d.category}</span>
          <span className="muted small">{formatFileSize(d.fileSize)}</span>
        </p>
        <h2 className="card-title clamp-2">
          <Icon name="file" /> {d.title}
        </h2>
        {d.description && <p className="muted clamp-3">{d.description}</p>}
        <p className="muted small">
          {d.fileName} · Added {localeDisplayDate(d.createdAt, locale)}
        </p>
      </div>
      <div className="card-footer">
        <button type="button" className="button" onClick={() => openDownload(d)} aria-label={`Download PDF: ${d.title}`}>
          <Icon name="download" /> Download PDF
        </button>
      </div>
    </article>
  );
}

/** The Downloads page's category tabs and cards. */
export function DownloadList() {
  const downloads = useDownloads();
  const [tab, setTab] = useState<Tab>('all');
  const items = downloads.data ?? [];
  const shown = tab === 'all' ? items : items.filter((d) => d.category === tab);

  return (
    <section className="section">
      <div className="container">
        <FilterTabs tabs={TABS} value={tab} onChange={setTab} />
        {downloads.isPending ? (
          <SkeletonCards count={6} />
        ) : downloads.isError ? (
          <StateMessage tone="error" title="Unable to load downloads" text="Please try again later." />
        ) : shown.length === 0 ? (
          <StateMessage icon="file" title="No downloads available" />
        ) : (
          <div className="card-grid">
            {shown.map((d) => (
              <DownloadCard key={d.id} download={d} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

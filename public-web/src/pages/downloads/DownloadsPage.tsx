import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS, type DownloadCategory, formatDisplayDate, formatFileSize } from '@institute/shared';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { SkeletonCards } from '../../components/Skeleton';
import { StateMessage } from '../../components/StateMessage';
import { apiRequest } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { useDownloads } from '../../lib/queries';
import type { Download } from '@institute/shared';

type Tab = 'all' | DownloadCategory;
const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'all', label: 'All Downloads' },
  ...DOWNLOAD_CATEGORIES.map((c) => ({ value: c, label: DOWNLOAD_CATEGORY_LABELS[c] })),
];

/**
 * Counts the download (GET /api/downloads/{id}), then opens the file in a new tab. The tab
 * is opened first, inside the click, so pop-up blockers let it through.
 */
async function openDownload(download: Download) {
  const tab = window.open('about:blank', '_blank');
  try {
    await apiRequest('GET', `/api/downloads/${download.id}`);
  } catch {
    // Counting is best effort: the visitor still gets the file.
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = download.fileUrl;
  } else {
    window.open(download.fileUrl, '_blank', 'noopener');
  }
}

export default function DownloadsPage() {
  usePageMeta({ title: 'Downloads', description: 'Curricula, NOSS/OSS/OP standards and other resources to download.' });
  const downloads = useDownloads();
  const [tab, setTab] = useState<Tab>('all');
  const items = downloads.data ?? [];
  const shown = tab === 'all' ? items : items.filter((d) => d.category === tab);

  return (
    <>
      <PageHero title="Downloads" subtitle="Curricula, occupational standards and resources." />
      <section className="section">
        <div className="container">
          <div className="tabs" role="group" aria-label="Filter by category">
            {TABS.map((t) => (
              <button
                key={t.value}
                type="button"
                className={tab === t.value ? 'tab active' : 'tab'}
                aria-pressed={tab === t.value}
                onClick={() => setTab(t.value)}
              >
                {t.label}
              </button>
            ))}
          </div>
          {downloads.isPending ? (
            <SkeletonCards count={6} />
          ) : downloads.isError ? (
            <StateMessage tone="error" title="Unable to load downloads" text="Please try again later." />
          ) : shown.length === 0 ? (
            <StateMessage icon="file" title="No downloads available" />
          ) : (
            <div className="card-grid">
              {shown.map((d) => (
                <article key={d.id} className="card download-card" data-testid="download-card">
                  <div className="card-body">
                    <p className="news-row-meta">
                      <span className="badge badge-blue">{DOWNLOAD_CATEGORY_LABELS[d.category] ?? d.category}</span>
                      <span className="muted small">{formatFileSize(d.fileSize)}</span>
                    </p>
                    <h2 className="card-title clamp-2">
                      <Icon name="file" /> {d.title}
                    </h2>
                    {d.description && <p className="muted clamp-3">{d.description}</p>}
                    <p className="muted small">
                      {d.fileName} · Added {formatDisplayDate(d.createdAt)}
                    </p>
                  </div>
                  <div className="card-footer">
                    <button type="button" className="button" onClick={() => openDownload(d)} aria-label={`Download PDF: ${d.title}`}>
                      <Icon name="download" /> Download PDF
                    </button>
                  </div>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

import {
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  localeDisplayDate,
  formatFileSize,
  type Download,
  type DownloadCategory,
} from '@institute/shared';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { downloadFileUrl, useDownloads } from '../api/get-downloads';
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
        {/* The server counts the download and answers with the file's address (docs/behaviour.md, Downloads). */}
        <a className="button" href={downloadFileUrl(d.id)} target="_blank" rel="noopener" aria-label={`Download PDF: ${d.title}`}>
          <Icon name="download" /> Download PDF
        </a>
      </div>
    </article>
  );
}

/** The tab an address asks for (`?category=`); anything else is All. */
const readTab = (params: URLSearchParams): Tab => TABS.find((t) => t.value === params.get('category'))?.value ?? 'all';

/** The Downloads page's category tabs (links to `?category=`) and cards. */
export function DownloadList() {
  const downloads = useDownloads();
  const [params] = useSearchParams();
  const tab = readTab(params);
  const items = downloads.data ?? [];
  const shown = tab === 'all' ? items : items.filter((d) => d.category === tab);

  return (
    <section className="section">
      <div className="container">
        <FilterTabs tabs={TABS} value={tab} href={(t) => (t === 'all' ? '' : `?category=${t}`)} />
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

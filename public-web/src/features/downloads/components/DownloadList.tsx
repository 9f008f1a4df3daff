import {
  DOWNLOAD_CATEGORIES,
  localeDigits,
  localeDisplayDate,
  formatFileSize,
  type Download,
  type DownloadCategory,
} from '@institute/shared';
import { FilterTabs } from '@/components/FilterTabs';
import { Icon } from '@/components/Icon';
import { StateMessage } from '@/components/StateMessage';
import { downloadFileUrl, useDownloads } from '../api/get-downloads';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale } from '@/lib/locale';
import { usePageUrl } from '@/lib/ssr';

type Tab = 'all' | DownloadCategory;
const TAB_VALUES: readonly Tab[] = ['all', ...DOWNLOAD_CATEGORIES];

/** The size units formatFileSize writes, in the catalogue. */
const UNIT_KEYS = { Bytes: 'downloads.unitBytes', KB: 'downloads.unitKB', MB: 'downloads.unitMB', GB: 'downloads.unitGB' } as const;

/** '1.5 KB' (formatFileSize), '१.५ केबी' on a Nepali page; 'Unknown size' for none. */
function useFileSize(): (bytes: Download['fileSize']) => string {
  const t = useTexts();
  const locale = useLocale();
  return (bytes) => {
    const text = formatFileSize(bytes);
    const [number, unit] = text.split(' ');
    const unitKey = UNIT_KEYS[unit as keyof typeof UNIT_KEYS];
    if (!unitKey) return t('downloads.unknownSize');
    return `${localeDigits(number, locale)} ${t(unitKey)}`;
  };
}

function DownloadCard({ download: d }: { download: Download }) {
  const t = useTexts();
  const locale = useLocale();
  const contentLang = useContentLang();
  const fileSize = useFileSize();
  const known = (DOWNLOAD_CATEGORIES as readonly string[]).includes(d.category);
  const titleLang = contentLang(d, 'title');
  return (
    <article className="card download-card" data-testid="download-card">
      <div className="card-body">
        <p className="meta-row">
          <span className="badge badge-blue" lang={!known && locale === 'ne' ? 'en' : undefined}>
            {known ? t(`downloads.${d.category}`) : d.category}
          </span>
          <span className="muted small">{fileSize(d.fileSize)}</span>
        </p>
        <h2 className="card-title clamp-2">
          <Icon name="file" /> <span lang={contentLang(d, 'title')}>{d.title}</span>
        </h2>
        {d.description && (
          <p className="muted clamp-3" lang={contentLang(d, 'description')}>
            {d.description}
          </p>
        )}
        <p className="muted small">
          {d.fileName} · {t('downloads.added', { date: localeDisplayDate(d.createdAt, locale) })}
        </p>
      </div>
      <div className="card-footer">
        {/* The server counts the download and answers with the file's address (docs/behaviour.md, Downloads). */}
        {/* Its name says which file: in the aria-label, or, for an English title on a Nepali page, in a hidden text marked lang="en". */}
        <a
          className="button"
          href={downloadFileUrl(d.id)}
          target="_blank"
          rel="noopener"
          aria-label={titleLang ? undefined : `${t('downloads.downloadPdf')}: ${d.title}`}
        >
          <Icon name="download" /> {t('downloads.downloadPdf')}
          {titleLang && (
            <span className="visually-hidden" lang={titleLang}>
              : {d.title}
            </span>
          )}
        </a>
      </div>
    </article>
  );
}

/** The tab an address asks for (`?category=`); anything else is All. */
const readTab = (params: URLSearchParams): Tab => TAB_VALUES.find((t) => t === params.get('category')) ?? 'all';

/**
 * The Downloads page's category tabs (links to `?category=`) and cards: server HTML, no island.
 * Nothing here runs in the browser: a tab is a link the server answers with its cards.
 */
export function DownloadList() {
  const t = useTexts();
  const downloads = useDownloads();
  const tabs = TAB_VALUES.map((value) => ({ value, label: t(`downloads.${value}`) }));
  const { pathname, searchParams } = usePageUrl();
  const tab = readTab(searchParams);
  const items = downloads.data ?? [];
  const shown = tab === 'all' ? items : items.filter((d) => d.category === tab);

  return (
    <section className="section">
      <div className="container">
        <FilterTabs tabs={tabs} value={tab} link={(t) => ({ href: t === 'all' ? pathname : `${pathname}?category=${t}` })} />
        {downloads.isError ? (
          <StateMessage tone="error" title={t('downloads.loadError')} text={t('states.tryAgainLater')} />
        ) : shown.length === 0 ? (
          <StateMessage icon="file" title={t('downloads.empty')} />
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

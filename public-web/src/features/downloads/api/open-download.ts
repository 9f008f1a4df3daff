import type { Download } from '@institute/shared';
import { apiRequest } from '@/lib/api';

/** Reading one download counts it (docs/api.md, Calls). */
const countDownload = (id: string) => apiRequest('GET', `/api/downloads/${id}`);

/**
 * Counts the download, then opens the file in a new tab. The tab is opened first, inside the
 * click, so pop-up blockers let it through.
 */
export async function openDownload(download: Download) {
  const tab = window.open('about:blank', '_blank');
  try {
    await countDownload(download.id);
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

import type { Download } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const DOWNLOADS_URL = '/api/downloads';

export const useDownloads = () => useList<Download>(DOWNLOADS_URL);

/** A download's file, counted by the server, which answers 302 to the file (docs/api.md, Calls). */
export const downloadFileUrl = (id: string) => `${DOWNLOADS_URL}/${encodeURIComponent(id)}/file`;

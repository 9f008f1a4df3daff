import { usePageData } from '@/lib/page-data';

/** The downloads as the page's loader read them (app/App.tsx). */
export const useDownloads = () => usePageData('downloads');

/** A download's file, counted by the server, which answers 302 to the file (docs/api.md, Calls). */
export const downloadFileUrl = (id: string) => `/api/downloads/${encodeURIComponent(id)}/file`;

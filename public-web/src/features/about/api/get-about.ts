import type { AboutContent } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const ABOUT_URL = '/api/about';

export const useAbout = () => useList<AboutContent>(ABOUT_URL);

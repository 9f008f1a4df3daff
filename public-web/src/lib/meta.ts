import { fullPageTitle } from '@institute/shared';
import { useSiteSettings } from './site-settings';
import { useRenderInfo } from './ssr';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}

/**
 * The title, description, canonical link, social-preview (Open Graph, Twitter) tags and the
 * site's favicon: told to the server, which writes them into the page (every move to another
 * page is a page load, docs/public-site.md, Server rendering).
 */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta) {
  const { siteName, faviconUrl } = useSiteSettings();
  const fullTitle = fullPageTitle(title, siteName);
  useRenderInfo().server?.setHead({ fullTitle, description, image: image ?? null, type, siteName, faviconUrl: faviconUrl || null });
}

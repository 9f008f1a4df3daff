import { useEffect } from 'react';
import { absoluteUrl, alternateLinks, fullPageTitle, type MetaTag, socialTags, splitLocale } from '@institute/shared';
import { useSiteSettings } from './site-settings';
import { useRenderInfo } from './ssr';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}

function setMeta({ attribute, key, content }: MetaTag) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * The title, description, canonical link and social-preview (Open Graph, Twitter) tags: written
 * into the page by the server, and kept current by the browser as the visitor moves on.
 */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta) {
  const { siteName, faviconUrl } = useSiteSettings();
  const fullTitle = fullPageTitle(title, siteName);
  useRenderInfo().server?.setHead({ fullTitle, description, image: image ?? null, type, siteName });
  useEffect(() => {
    document.title = fullTitle;
    const url = window.location.origin + window.location.pathname;
    const absoluteImage = absoluteUrl(image, window.location.origin);
    for (const tag of socialTags({ fullTitle, description, image: absoluteImage, type, url, siteName })) setMeta(tag);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href;
    // The language versions of the page the visitor moved to (docs/public-site.md, Languages).
    const { locale, path } = splitLocale(window.location.pathname);
    document.documentElement.lang = locale;
    for (const { hreflang, href } of alternateLinks(path, window.location.origin)) {
      const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
      if (link) link.href = href;
    }
  }, [fullTitle, description, image, type, siteName]);
  useEffect(() => {
    if (!faviconUrl) return;
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = faviconUrl;
  }, [faviconUrl]);
}

import { useEffect } from 'react';
import { absoluteUrl, fullPageTitle, type MetaTag, socialTags } from '@institute/shared';
import { useSiteSettings } from './site-settings';

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

/** Sets document.title, the description and the social-preview (Open Graph, Twitter) tags. */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta) {
  const { siteName, faviconUrl } = useSiteSettings();
  const fullTitle = fullPageTitle(title, siteName);
  useEffect(() => {
    document.title = fullTitle;
    const absoluteImage = absoluteUrl(image, window.location.origin);
    for (const tag of socialTags({ fullTitle, description, image: absoluteImage, type, url: window.location.href, siteName })) setMeta(tag);
  }, [fullTitle, description, image, type, siteName]);
  useEffect(() => {
    if (!faviconUrl) return;
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = faviconUrl;
  }, [faviconUrl]);
}

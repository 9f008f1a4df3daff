import { useEffect } from 'react';
import { useSiteSettings } from './queries';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
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
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  useEffect(() => {
    document.title = fullTitle;
    const absoluteImage = image ? new URL(image, window.location.origin).href : '';
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:image', absoluteImage);
    setMeta('name', 'twitter:card', absoluteImage ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', absoluteImage);
  }, [fullTitle, description, image, type, siteName]);
  useEffect(() => {
    if (!faviconUrl) return;
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = faviconUrl;
  }, [faviconUrl]);
}

/**
 * Page titles and social-preview tags (description, Open Graph, Twitter). The public site sets
 * them in the browser; the server writes an article's into the page it sends, because the
 * crawlers of Facebook, WhatsApp and X run no JavaScript.
 */

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** 'Page | Site', or the site name alone for the home page. */
export function fullPageTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** An absolute address for a social preview image (crawlers do not resolve relative ones); '' when none or unreadable. */
export function absoluteUrl(url: string | null | undefined, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/** The description, Open Graph and Twitter tags of a page. */
export function socialTags(meta: {
  fullTitle: string;
  description: string;
  image: string;
  type: string;
  url: string;
  siteName: string;
}): MetaTag[] {
  const { fullTitle, description, image, type, url, siteName } = meta;
  return [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:title', content: fullTitle },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:type', content: type },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { attribute: 'name', key: 'twitter:title', content: fullTitle },
    { attribute: 'name', key: 'twitter:description', content: description },
    { attribute: 'name', key: 'twitter:image', content: image },
  ];
}

/** An article's page title (before the site name), description and preview image: from its title, excerpt and first image. */
export function articleMeta(item: { title: string; excerpt: string; imageUrls?: readonly string[] | null }) {
  return { title: `${item.title} - News`, description: item.excerpt, image: item.imageUrls?.[0] ?? null, type: 'article' as const };
}

import { fallbackType, type MediaMap, srcSet } from '@institute/shared';
import { useState, type ImgHTMLAttributes } from 'react';
import './Img.css';

/**
 * How an image loads (docs/public-site.md, Images): `lcp` is the page's largest image, asked for
 * first (`fetchpriority="high"`); `eager` loads with the page (the first cards of a list); `lazy`
 * waits until it is near the screen.
 */
export type ImageLoad = 'lcp' | 'eager' | 'lazy';

/** How the cards of a list page load: the first three with the page, from the fourth on when near the screen. */
export const listLoad = (index: number): ImageLoad => (index < 3 ? 'eager' : 'lazy');

/** `sizes` of an image filling a card of `.card-grid` (3 columns in the 1200 px container, 2, then 1). */
export const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw';
/** `sizes` of an image filling a card of `.card-grid.grid-4` (4 columns in the container, then fewer). */
export const GRID_4_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 50vw, 100vw';
/** `sizes` of an image filling a dialog (at most 800 px wide). */
export const DIALOG_SIZES = '(min-width: 840px) 760px, 100vw';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size; with CSS aspect-ratio it reserves the space before the image arrives. An upload's own size replaces it. */
  width: number;
  height: number;
  /** Shown when there is no source or it fails to load. */
  fallback?: string;
  load?: ImageLoad;
  /** The record's `media` (docs/api.md, Image media): when it holds `src`, the image is a `<picture>` of its variants. */
  media?: MediaMap;
  /** How wide the slot is at each viewport, for the browser's choice among the variants. */
  sizes?: string;
}

/**
 * An image with reserved size and a fallback, so late or broken images never shift the page. An
 * uploaded image is a `<picture>`: an AVIF and a WebP `<source>` listing exactly the variants of
 * that type, and an `<img>` whose `srcset` lists its JPEG (or PNG) variants, with the image's own
 * width and height (its aspect ratio). Anything else (a built-in SVG, an external link) stays a
 * plain `<img>`.
 */
export function Img({ src, fallback = '/placeholder.svg', load = 'lazy', media, sizes, alt, width, height, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? fallback : src;
  const image = src && !failed ? media?.[src] : undefined;
  const variants = image?.variants ?? [];
  const fallbackVariants = variants.length ? srcSet(variants, fallbackType(variants) ?? 'image/jpeg') : '';
  const img = (
    <img
      {...rest}
      src={source}
      srcSet={fallbackVariants || undefined}
      sizes={fallbackVariants ? sizes : undefined}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={load === 'lazy' ? 'lazy' : undefined}
      fetchPriority={load === 'lcp' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (!variants.length) return img;
  const avif = srcSet(variants, 'image/avif');
  return (
    <picture className="picture">
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <source type="image/webp" srcSet={srcSet(variants, 'image/webp')} sizes={sizes} />
      {img}
    </picture>
  );
}

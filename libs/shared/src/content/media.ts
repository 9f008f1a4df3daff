/**
 * Images as the media pipeline serves them (docs/api.md, Media library and Image media): each
 * uploaded image is cleaned (re-encoded, no metadata, at most MAX_IMAGE_EDGE on its long edge)
 * and has variants at the widths below, in WebP and in a fallback type. The API writes these
 * shapes; the public site and the back office read them.
 */

/** The long edge an uploaded image is scaled down to when it is longer; a smaller one keeps its size. */
export const MAX_IMAGE_EDGE = 2560;

/** The widths of the variants; an image gets those not wider than itself. */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The types a variant is in: WebP for every browser that reads it, the others as `<img>` fallback. */
export type VariantType = 'image/webp' | 'image/jpeg' | 'image/png' | 'image/gif' | 'image/avif';

/** One resized copy of an uploaded image; its file name holds the SHA-256 of its bytes. */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  type: VariantType;
}

/**
 * What a public read tells about an uploaded image it links to: the cleaned image's real size
 * and its variants. A record carries `media: { [url]: ImageMedia }` for each upload image URL it
 * holds in a link field (docs/api.md, Image media).
 */
export interface ImageMedia {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The `media` field of a public record: the image media of each upload URL it holds. */
export type MediaMap = Record<string, ImageMedia>;

/** The widths a cleaned image `width` pixels wide gets variants at. */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w <= width);
}

/** A variant's height: the image's aspect ratio at that width, rounded, at least 1. */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width));
}

/**
 * `srcset` of the variants of one type, narrowest first: `<url> 320w, <url> 640w`; '' when none.
 */
export function srcSet(variants: readonly ImageVariant[], type: VariantType): string {
  return variants
    .filter((v) => v.type === type)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The fallback type of an image's variants (the one an `<img>` reads): every type but WebP and AVIF.
 */
export function fallbackType(variants: readonly ImageVariant[]): VariantType | undefined {
  return variants.find((v) => v.type !== 'image/webp' && v.type !== 'image/avif')?.type;
}

/** The media library's thumbnail: the 320 px WebP variant, or the image itself when it is narrower. */
export function thumbnailUrl(url: string, variants: readonly ImageVariant[]): string {
  return variants.find((v) => v.width === VARIANT_WIDTHS[0] && v.type === 'image/webp')?.url ?? url;
}

/**
 * The stored name (`YYYY/MM/<uuid>.<ext>`) of an upload a link points to, or null: the link is
 * a path or a URL ending in `/uploads/<stored name>` (the app's own path, or `S3_PUBLIC_URL`'s).
 */
export function uploadStoredName(url: string | null | undefined): string | null {
  const match = /\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5})$/.exec(url ?? '');
  return match ? match[1] : null;
}

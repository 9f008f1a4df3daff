import {
  MAX_IMAGE_EDGE,
  MAX_IMAGE_PIXELS,
  UPLOAD_MESSAGES,
  type UploadType,
  variantHeight,
  type VariantType,
  variantWidths,
} from '@institute/shared';
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

// Each upload is a new image: libvips' cache of operations would only hold memory (bench/README.md, Media pipeline).
sharp.cache(false);

/** An image the pipeline will not take: the status and message of its answer (docs/api.md, Media library). */
export class ImageRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** One encoded file: the cleaned image or a variant. */
interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  type: VariantType;
  ext: string;
  /** The first 16 hex digits of the SHA-256 of `data`; a variant's name holds it. */
  hash: string;
}

export interface CleanedImage {
  image: EncodedImage;
  variants: EncodedImage[];
}

/** A pixel buffer decoded once, from which the cleaned image and every variant are encoded. */
interface Decoded {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const EXT: Readonly<Record<VariantType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/**
 * Encoders at sharp's defaults (JPEG and WebP quality 80, PNG compression 6): a variant stays
 * within 1.5 times their bytes (docs/api.md, Uploading). Nothing asks for metadata, so none is written: no EXIF, XMP,
 * IPTC, comments or PNG text, and no ICC profile (the pixels are converted to sRGB first).
 */
function encode(pipeline: Sharp, type: VariantType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg();
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp();
    case 'image/avif':
      return pipeline.avif();
    case 'image/gif':
      return pipeline.gif();
  }
}

async function finish(pipeline: Sharp, type: VariantType): Promise<EncodedImage> {
  const { data, info } = await encode(pipeline, type).toBuffer({ resolveWithObject: true });
  const height = info.pageHeight ?? info.height;
  return { data, width: info.width, height, type, ext: EXT[type], hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}

/** The header's reading: the format, the size of one frame and the number of frames; 400 when it cannot be read. */
async function header(input: Buffer) {
  try {
    // The header alone is read here: the pixel limit is this function's caller's check, with its own answer.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(400, UPLOAD_MESSAGES.unreadable);
  }
}

/** sharp's errors as the refusals of docs/api.md, Uploading: the pixel limit is a 413, anything else an unreadable image. */
function refusal(err: unknown): ImageRefused {
  if (err instanceof ImageRefused) return err;
  return /pixel limit/i.test((err as Error).message)
    ? new ImageRefused(413, UPLOAD_MESSAGES.tooManyPixels)
    : new ImageRefused(400, UPLOAD_MESSAGES.unreadable);
}

/**
 * Cleans an uploaded image and makes its variants (docs/api.md, Media library):
 *
 * - the size is read from the header first: more than 100 megapixels is refused before anything
 *   is decoded (and sharp's own `limitInputPixels` holds the same bound while decoding);
 * - the image is decoded completely (`failOn: 'warning'`: a truncated or corrupt file is refused;
 *   `lenient` takes what can be decoded, for files stored before this pipeline existed), turned
 *   upright by its EXIF orientation, scaled to at most 2560 px on its long edge (never enlarged)
 *   and converted to sRGB, once;
 * - from those pixels the cleaned image is encoded in its own format, and the variants at the
 *   widths of libs `VARIANT_WIDTHS` not wider than it, in WebP and in JPEG (PNG when it has
 *   transparency, GIF when animated).
 */
export async function cleanImage(input: Buffer, type: UploadType, { lenient = false } = {}): Promise<CleanedImage> {
  const meta = await header(input);
  if (!meta.width || !meta.height) throw new ImageRefused(400, UPLOAD_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRefused(413, UPLOAD_MESSAGES.tooManyPixels);
  // A HEIF file branded as AVIF is still HEIC inside: not a type the site serves.
  if (type.mime === 'image/avif' && meta.compression !== 'av1') throw new ImageRefused(415, UPLOAD_MESSAGES.unsupportedType);
  const options = { failOn: lenient ? ('none' as const) : ('warning' as const), limitInputPixels: MAX_IMAGE_PIXELS };
  try {
    if ((meta.pages ?? 1) > 1 && (type.mime === 'image/gif' || type.mime === 'image/webp')) {
      return await cleanAnimated(input, type.mime, options);
    }
    const decoded = await decode(input, options);
    const alpha = decoded.info.channels === 4;
    const fallback: VariantType = alpha ? 'image/png' : 'image/jpeg';
    const pixels = () => sharp(decoded.data, { raw: decoded.info });
    const { width, height } = decoded.info;
    const [image, ...variants] = await Promise.all([
      finish(pixels(), type.mime as VariantType),
      ...variantWidths(width).flatMap((w) =>
        (['image/webp', fallback] as const).map((variantType) =>
          finish(pixels().resize({ width: w, height: variantHeight(width, height, w), fit: 'fill' }), variantType),
        ),
      ),
    ]);
    return { image, variants };
  } catch (err) {
    throw refusal(err);
  }
}

/** Upright, at most MAX_IMAGE_EDGE on the long edge, sRGB, 8 bits; an alpha channel only where some pixel is not opaque. */
async function decode(input: Buffer, options: { failOn: 'none' | 'warning'; limitInputPixels: number }): Promise<Decoded> {
  const { data, info } = await sharp(input, { ...options, autoOrient: true })
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  if (raw.channels === 4 && (await sharp(data, { raw }).stats()).isOpaque) {
    const opaque = await sharp(data, { raw }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: opaque.data, info: { ...raw, channels: 3 } };
  }
  return { data, info: raw };
}

/** An animated GIF or WebP keeps its frames: re-encoded (so no comment or metadata survives), capped, with animated variants. */
async function cleanAnimated(
  input: Buffer,
  mime: string,
  options: { failOn: 'none' | 'warning'; limitInputPixels: number },
): Promise<CleanedImage> {
  const frames = () => sharp(input, { ...options, animated: true });
  const image = await finish(
    frames().resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true }),
    mime as VariantType,
  );
  const variants = await Promise.all(
    variantWidths(image.width).flatMap((w) =>
      (['image/webp', 'image/gif'] as const).map((variantType) => finish(frames().resize({ width: w }), variantType)),
    ),
  );
  return { image, variants };
}

/**
 * File uploads of the back office (images of news, team, slides, settings; PDFs of
 * programs and downloads). The API enforces these limits; the back office shows them and
 * may check a file before sending it.
 */
export type UploadKind = 'image' | 'pdf';

export interface UploadType {
  mime: string;
  /** The extension the stored file gets, whatever the client called it. */
  ext: string;
  kind: UploadKind;
}

const MB = 1024 * 1024;

/** Largest accepted file of each kind, in bytes. */
const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = { image: 5 * MB, pdf: 20 * MB };

/** The largest upload of any kind: what the server reads before it refuses a file as too large. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** For a file input's `accept`; only a hint, the server checks the content. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.gif,.pdf,image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf';

/** The most pixels an uploaded image may have, read from its header before it is decoded. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Please choose a file to upload',
  tooLarge: 'File is too large (images up to 5 MB, PDFs up to 20 MB)',
  unsupportedType: 'Only JPEG, PNG, WebP, AVIF and GIF images and PDF files can be uploaded',
  unreadable: 'The image could not be read',
  tooManyPixels: 'Image is too large (at most 100 megapixels)',
  /** The back office's hint under a refused type: iPhones save HEIC unless told otherwise. */
  heicHint: 'iPhone photos: export them as JPEG, or set Settings > Camera > Formats to "Most Compatible".',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * An ISO-BMFF file (`....ftyp<brand>`) whose major brand, or a compatible one when the major
 * brand is the generic image-file brand, says AVIF. HEIC/HEIF (`heic`, `heix`, `mif1` alone…)
 * is not AVIF and is refused: most browsers cannot show it.
 */
function isAvif(b: Uint8Array): boolean {
  if (!startsWith(b, ascii('ftyp'), 4)) return false;
  const brand = (at: number) => String.fromCharCode(...b.subarray(at, at + 4));
  const major = brand(8);
  if (major === 'avif' || major === 'avis') return true;
  if (major !== 'mif1' && major !== 'msf1') return false;
  const boxEnd = Math.min(b.length, (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]);
  for (let at = 16; at + 4 <= boxEnd; at += 4) if (brand(at) === 'avif' || brand(at) === 'avis') return true;
  return false;
}

/** The accepted formats and the bytes each file of that format starts with. */
const SIGNATURES: ReadonlyArray<UploadType & { test: (bytes: Uint8Array) => boolean }> = [
  { mime: 'image/jpeg', ext: 'jpg', kind: 'image', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mime: 'image/png', ext: 'png', kind: 'image', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/webp', ext: 'webp', kind: 'image', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { mime: 'image/avif', ext: 'avif', kind: 'image', test: isAvif },
  { mime: 'image/gif', ext: 'gif', kind: 'image', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { mime: 'application/pdf', ext: 'pdf', kind: 'pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
];

/**
 * The accepted format a file's content is in, from its first bytes (magic numbers), or
 * null. Never from its name or the type the client declares: a renamed file is what it is.
 */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { mime: match.mime, ext: match.ext, kind: match.kind } : null;
}

/** UPLOAD_MESSAGES.tooLarge when a file of `kind` exceeds its limit, else null. */
export function uploadSizeError(kind: UploadKind, size: number): string | null {
  return size > UPLOAD_LIMITS[kind] ? UPLOAD_MESSAGES.tooLarge : null;
}

/**
 * The client's file name made safe to show and to offer as a download name: the last path
 * segment only, without control characters, at most 200 characters (the extension kept);
 * `fallback` when nothing is left.
 */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()!;
  const clean = base
    .normalize('NFC')
    // Control characters and the ones file systems refuse.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || /^\.+$/.test(clean)) return fallback;
  const chars = Array.from(clean); // whole characters, so no emoji is cut in half
  if (chars.length <= 200) return clean;
  const ext = /\.[^.\s]{1,10}$/.exec(clean)?.[0] ?? '';
  return chars.slice(0, 200 - ext.length).join('') + ext;
}

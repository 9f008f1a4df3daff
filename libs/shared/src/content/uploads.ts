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
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

export const UPLOAD_MESSAGES = {
  fileRequired: 'Please choose a file to upload',
  tooLarge: 'File is too large (images up to 5 MB, PDFs up to 20 MB)',
  unsupportedType: 'Only JPG, PNG, WebP images and PDF files can be uploaded',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The four accepted formats and the bytes each file of that format starts with. */
const SIGNATURES: ReadonlyArray<UploadType & { test: (bytes: Uint8Array) => boolean }> = [
  { mime: 'image/jpeg', ext: 'jpg', kind: 'image', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mime: 'image/png', ext: 'png', kind: 'image', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/webp', ext: 'webp', kind: 'image', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
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

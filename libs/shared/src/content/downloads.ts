import { DOWNLOAD_CATEGORIES } from './enums.js';
import { CONTENT_MESSAGES } from './messages.js';
import { all, oneOf, required, type RuleTable, safeLink } from './validation.js';

/** Texts of Downloads Management and the public Downloads page. */
export const DOWNLOAD_MESSAGES = {
  requiredFields: 'Please fill in all required fields including file URL',
  untitled: 'Untitled Document',
  unknownSize: 'Unknown size',
  notFound: 'Download not found',
} as const;

/** Title, category and trimmed file URL share one message, as the dialog shows it. */
const filled = required(DOWNLOAD_MESSAGES.requiredFields);

export const DOWNLOAD_RULES = {
  title: filled,
  category: all(filled, oneOf(DOWNLOAD_CATEGORIES, CONTENT_MESSAGES.invalidDownloadCategory)),
  fileUrl: all(filled, safeLink(CONTENT_MESSAGES.invalidLink)),
} satisfies RuleTable;

/**
 * The URL's last path segment, URL-decoded; 'Untitled Document' when it has none (a bare
 * host or a trailing slash). Scheme, host, query and fragment are not part of the path.
 */
export function fileNameFromUrl(url: string): string {
  const path = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/[?#].*$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  if (segment === '') return DOWNLOAD_MESSAGES.untitled;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' is kept as typed
  }
}

/** The stored file name: the one typed, else one taken from the URL. */
export function resolveFileName(fileName: string | null | undefined, fileUrl: string): string {
  return fileName?.trim() ? fileName.trim() : fileNameFromUrl(fileUrl);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * '1.5 KB', '2.25 MB', '500 Bytes': 1024-based, at most 2 decimals with trailing zeros dropped,
 * GB the largest unit. 0, negative or non-numeric sizes are 'Unknown size'. Numeric text is
 * accepted because PostgreSQL bigint columns arrive as strings.
 */
export function formatFileSize(bytes: number | string | null | undefined): string {
  const size = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) return DOWNLOAD_MESSAGES.unknownSize;
  const unit = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(size) / Math.log(1024))));
  return `${Number((size / 1024 ** unit).toFixed(2))} ${SIZE_UNITS[unit]}`;
}

import type { Readable } from 'node:stream';

/** One stored file as read back: its bytes as a stream and its length. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** A file of the store, as listed. */
export interface StoredEntry {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where uploaded files and their variants live (docs/configuration.md, STORAGE_DRIVER): the
 * local folder DATA_DIR/uploads or an S3-compatible bucket. A key is a stored name such as
 * `2026/11/<uuid>.jpg` or a variant's `2026/11/<uuid>-640w-<hash>.webp`; every URL ends in
 * `/uploads/<key>`, which is how records are found to use a file (docs/api.md, Media library).
 */
export interface MediaStorage {
  /** Stores the bytes under the key, replacing what was there; readers see the old or the new file, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the files; a missing one is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Moves the file out of what is served and listed, to SET_ASIDE beside the uploads (a folder,
   * or a prefix of the bucket), where an operator can still find it; a missing one is no error.
   * For an earlier upload that cannot be cleaned (docs/api.md, Uploads stored before the pipeline).
   */
  setAside(key: string): Promise<void>;
  /** Where a browser fetches the file. */
  url(key: string): string;
  /** Every stored file. */
  list(): AsyncIterable<StoredEntry>;
  /** Lets go of what the store holds open (the S3 client's connections) when the app stops. */
  close?(): void;
}

/**
 * Where files that are never to be served again are moved: `DATA_DIR/uploads-set-aside/<key>`, or
 * `uploads-set-aside/<key>` in the bucket. Outside `uploads`, so neither the app nor a public
 * bucket serves them, and the backfill's listing does not find them again.
 */
export const SET_ASIDE = 'uploads-set-aside';

/** The injection token of the configured MediaStorage. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** The Content-Type of each extension a stored name may have (the type the content was detected as). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A stored name of the uploads' layout, `<year>/<month>/<uuid>.<ext>`; anything else in the store is not an upload. */
export const STORED_NAME = new RegExp(`^\\d{4}/\\d{2}/${UUID}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

/** A stored name or a variant's, `<year>/<month>/<uuid>-<width>w-<sha-256 prefix>.<ext>`: the keys the app serves. */
export const MEDIA_KEY = new RegExp(`^\\d{4}/\\d{2}/${UUID}(-\\d{1,4}w-[0-9a-f]{16})?\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

/** The cache header of every stored file: names are never reused, so a year and immutable (docs/caching.md). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Collects a stream into one buffer. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

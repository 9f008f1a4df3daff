// The marks an entity carries for the media library: uploads/upload-usage.ts reads them (docs/api.md, Media library).

export const USES_UPLOADS = Symbol('institute:uses-uploads');
export const HOLDS_UPLOADS = Symbol('institute:holds-uploads');

/** How the records of an entity that may use uploads are named in the media library. */
export interface UploadUse {
  /** The /api/admin resource, e.g. `news`. */
  resource: string;
  /** What a record is called in a message: `News`, `Team member`. */
  kind: string;
  /** The field whose value names a record. */
  name: string;
}

/**
 * On an entity whose records may use uploads (docs/api.md, Media library): the /api/admin
 * resource of its records, what one is called in a message, and the field that names one. The
 * columns that hold uploads are marked `@HoldsUploads()`; the media library reads both from the
 * entity, so a table that gains an image, file or prose column marks it where it is declared.
 */
export function UsesUploads<K extends string>(resource: string, kind: string, name: K) {
  return (target: abstract new (...args: never[]) => Record<K, unknown>): void =>
    Reflect.defineMetadata(USES_UPLOADS, { resource, kind, name } satisfies UploadUse, target);
}

/**
 * On a column that holds, or may embed, an upload's URL: a link, prose (HTML or Markdown), a list
 * of links, the Nepali texts (`translations`). Its entity is marked `@UsesUploads(…)`.
 */
export function HoldsUploads(): PropertyDecorator {
  return (target, key) => Reflect.defineMetadata(HOLDS_UPLOADS, true, target, key);
}

import { SetMetadata } from '@nestjs/common';

export const PUBLIC_CACHE = 'institute:public-cache';

/** What @PublicCache states of a read. */
export interface PublicCacheRule {
  /** The kinds of content the answer shows: the admin resources whose writes clear it. */
  tags: readonly string[];
  /** The query parameters the route reads: with the path, the answer's key (docs/caching.md, Keys). */
  query: readonly string[];
}

/**
 * A public read whose answer the response cache keeps: `@PublicCache(['news', 'users'], ['q'])`.
 */
export const PublicCache = (tags: readonly string[], query: readonly string[] = []) =>
  SetMetadata<string, PublicCacheRule>(PUBLIC_CACHE, { tags, query });

/** What @PublicCache (cache.interceptor.ts) states of a read, under this metadata key. */
export const PUBLIC_CACHE = 'institute:public-cache';

/** What @PublicCache states of a read. */
export interface PublicCacheRule {
  /** The kinds of content the answer shows: the admin resources whose writes clear it. */
  tags: readonly string[];
  /** The query parameters the route reads: with the path, the answer's key (docs/caching.md, Keys). */
  query: readonly string[];
}

/** The kinds of content a controller's writes change, stated by @ClearsCache (cache.interceptor.ts), under this metadata key. */
export const CLEARS_CACHE = 'institute:clears-cache';

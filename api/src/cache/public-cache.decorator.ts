import { SetMetadata } from '@nestjs/common';

export const PUBLIC_CACHE = 'institute:public-cache';

/**
 * A public read whose answer the response cache keeps, tagged with the kinds of content it
 * shows (the admin resources whose writes clear it): `@PublicCache('news', 'users')`.
 */
export const PublicCache = (...tags: string[]) => SetMetadata(PUBLIC_CACHE, tags);

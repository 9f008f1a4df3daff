import { SetMetadata } from '@nestjs/common';

export const IMAGE_MEDIA = 'institute:image-media';

/**
 * A public read whose records carry the media of the uploaded images they link to (docs/api.md,
 * Image media), added by the uploads module's interceptor (uploads/image-media.ts) before the
 * response cache keeps the answer.
 */
export const WithImageMedia = () => SetMetadata(IMAGE_MEDIA, true);

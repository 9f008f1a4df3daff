import type { MediaItem } from '@institute/shared';

/** The MIME types an image or a file field may take from the library. */
export const MEDIA_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  pdf: ['application/pdf'],
} as const;

export const isImage = (item: Pick<MediaItem, 'mimeType'>) => item.mimeType.startsWith('image/');

/** The library's order: newest first. */
export const MEDIA_SORT = { field: 'createdAt', order: 'DESC' } as const;

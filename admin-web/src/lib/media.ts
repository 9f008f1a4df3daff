import { useLocaleState, useTranslate } from 'react-admin';
import { formatFileSize, type Locale, localeDigits, type MediaItem } from '@institute/shared';

/** The MIME types an image or a file field may take from the library. */
export const MEDIA_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  pdf: ['application/pdf'],
} as const;

export const isImage = (item: Pick<MediaItem, 'mimeType'>) => item.mimeType.startsWith('image/');

/** The library's order: newest first. */
export const MEDIA_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** The size units formatFileSize writes, by their catalogue keys (`app.media.units.<unit>`). */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/**
 * A file's size in the screen's language: '1.5 KB' (libs formatFileSize), '१.५ केबी' in Nepali;
 * 'Unknown size' for none.
 */
export function useFileSize(): (bytes: number | string | null | undefined) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (bytes) => {
    const [number, unit] = formatFileSize(bytes).split(' ');
    if (!UNITS.includes(unit)) return translate('app.messages.download.unknownSize');
    return `${localeDigits(number, locale as Locale)} ${translate(`app.media.units.${unit}`)}`;
  };
}

import type { MediaItem } from '@institute/shared';
import { Box } from '@mui/material';
import FileIcon from '@mui/icons-material/PictureAsPdf';
import { ImageWithFallback } from '../components/ImageWithFallback';
import { isImage } from './types';

/** A thumbnail of an image (its 320 px variant, not the full image), or an icon for a file. */
export function MediaPreview({ item, height = 140 }: { item: MediaItem; height?: number }) {
  if (isImage(item)) return <ImageWithFallback src={item.thumbnailUrl ?? item.url} alt={item.originalName} height={height} />;
  return (
    <Box
      data-testid="file-icon"
      aria-label={`${item.originalName} (PDF)`}
      role="img"
      sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'error.main' }}
    >
      <FileIcon sx={{ fontSize: height / 2 }} />
    </Box>
  );
}

import type { MediaItem } from '@institute/shared';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import FileIcon from '@mui/icons-material/PictureAsPdf';
import NotServedIcon from '@mui/icons-material/BrokenImage';
import WaitingIcon from '@mui/icons-material/HourglassEmpty';
import { ImageWithFallback } from './ImageWithFallback';
import { isImage } from '../lib/media';

/** An icon in the preview's frame, named for screen readers. */
function IconPreview({ label, testId, height, children }: { label: string; testId: string; height: number; children: ReactNode }) {
  return (
    <Box
      data-testid={testId}
      aria-label={label}
      role="img"
      sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'text.secondary' }}
    >
      {children}
    </Box>
  );
}

/**
 * A thumbnail of an image (its 320 px variant, not the full image), or an icon for a file. A file
 * that is not served (docs/api.md, Uploads stored before the pipeline: not cleaned yet, or set
 * aside as not cleanable) gets an icon instead, as its URL answers 404.
 */
export function MediaPreview({ item, height = 140 }: { item: MediaItem; height?: number }) {
  const translate = useTranslate();
  const name = item.originalName;
  if (item.state === 'failed')
    return (
      <IconPreview testId="not-served" label={translate('app.media.needsNewUploadName', { name })} height={height}>
        <NotServedIcon sx={{ fontSize: height / 2, color: 'warning.main' }} />
      </IconPreview>
    );
  if (item.state === 'pending')
    return (
      <IconPreview testId="being-cleaned" label={translate('app.media.beingCleanedName', { name })} height={height}>
        <WaitingIcon sx={{ fontSize: height / 2 }} />
      </IconPreview>
    );
  if (isImage(item)) return <ImageWithFallback src={item.thumbnailUrl ?? item.url} alt={item.originalName} height={height} />;
  return (
    <IconPreview testId="file-icon" label={translate('app.media.pdfName', { name })} height={height}>
      <FileIcon sx={{ fontSize: height / 2, color: 'error.main' }} />
    </IconPreview>
  );
}

import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';

/** The placeholder's picture: a grey frame with `text` ('No image' in the screen's language). */
const placeholder = (text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="320" height="160" fill="#e0e0e0"/><text x="160" y="86" font-family="sans-serif" font-size="16" fill="#757575" text-anchor="middle">${text}</text></svg>`,
  );

/** A card image that falls back to a placeholder when it cannot load (hero slides, programs…). */
export function ImageWithFallback({ src, alt, height = 140 }: { src?: string | null; alt: string; height?: number }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={!src || failed ? placeholder(translate('app.common.noImage')) : src}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ width: '100%', height, objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
    />
  );
}

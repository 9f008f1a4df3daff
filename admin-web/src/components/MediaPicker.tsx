import type { MediaItem } from '@institute/shared';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import LibraryIcon from '@mui/icons-material/PhotoLibrary';
import { type Locale, localeDigits, type UploadKind } from '@institute/shared';
import { MediaPreview } from './MediaPreview';
import { MEDIA_SORT, MEDIA_TYPES } from '../lib/media';

const PER_PAGE = 24;

/** The library's files of one kind, newest first, searchable by name; choosing one closes the dialog. */
function MediaChoices({ kind, onChoose }: { kind: UploadKind; onChoose: (item: MediaItem) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [q, setQ] = useState('');
  const { data, total, isPending, error } = useGetList<MediaItem>('uploads', {
    pagination: { page: 1, perPage: PER_PAGE },
    sort: MEDIA_SORT,
    // Only files that are served: one still being cleaned, or set aside for a new upload, would put a dead URL in the field.
    filter: { mimeType: MEDIA_TYPES[kind], mediaState: 'done', ...(q.trim() ? { q: q.trim() } : {}) },
  });
  return (
    <>
      <TextField
        label={translate('app.media.searchByName')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2 }}
      />
      {isPending ? <CircularProgress size={24} /> : null}
      {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">{translate(kind === 'image' ? 'app.media.noImages' : 'app.media.noPdfs')}</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {data?.map((item) => (
          <ButtonBase
            key={item.id}
            onClick={() => onChoose(item)}
            aria-label={translate('app.media.choose', { name: item.originalName })}
            sx={{ display: 'block', textAlign: 'left', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <MediaPreview item={item} height={90} />
            <Typography variant="caption" component="div" noWrap sx={{ px: 0.5 }}>
              {item.originalName}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      {total !== undefined && total > PER_PAGE ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.media.newestOf', {
            count: localeDigits(PER_PAGE, locale as Locale),
            total: localeDigits(total, locale as Locale),
          })}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * "Choose from media library": puts the URL of an upload already stored into an image or file
 * field. `label` is the field's label, a catalogue key or a text.
 */
export function MediaPicker({ kind, label, onChoose }: { kind: UploadKind; label: string; onChoose: (item: MediaItem) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LibraryIcon />}
        onClick={() => setOpen(true)}
        data-testid="media-picker"
        // The visible words begin the name (WCAG 2.5.3), the field's label tells the buttons apart.
        aria-label={translate('app.media.chooseFromLibraryFor', { label: translate(label, { _: label }) })}
      >
        {translate('app.media.chooseFromLibrary')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
        <DialogTitle id="media-picker-title">{translate('app.media.library')}</DialogTitle>
        <DialogContent>
          {open ? (
            <MediaChoices
              kind={kind}
              onChoose={(item) => {
                onChoose(item);
                setOpen(false);
              }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

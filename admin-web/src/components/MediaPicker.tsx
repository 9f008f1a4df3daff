import type { MediaItem } from '@institute/shared';
import { useState } from 'react';
import { useGetList } from 'react-admin';
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
import type { UploadKind } from '@institute/shared';
import { MediaPreview } from './MediaPreview';
import { MEDIA_SORT, MEDIA_TYPES } from '../lib/media';

const PER_PAGE = 24;

/** The library's files of one kind, newest first, searchable by name; choosing one closes the dialog. */
function MediaChoices({ kind, onChoose }: { kind: UploadKind; onChoose: (item: MediaItem) => void }) {
  const [q, setQ] = useState('');
  const { data, total, isPending, error } = useGetList<MediaItem>('uploads', {
    pagination: { page: 1, perPage: PER_PAGE },
    sort: MEDIA_SORT,
    // Only files that are served: one still being cleaned, or set aside for a new upload, would put a dead URL in the field.
    filter: { mimeType: MEDIA_TYPES[kind], mediaState: 'done', ...(q.trim() ? { q: q.trim() } : {}) },
  });
  return (
    <>
      <TextField label="Search by file name" value={q} onChange={(e) => setQ(e.target.value)} size="small" fullWidth sx={{ mb: 2 }} />
      {isPending ? <CircularProgress size={24} /> : null}
      {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">No {kind === 'image' ? 'images' : 'PDF files'} in the library</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {data?.map((item) => (
          <ButtonBase
            key={item.id}
            onClick={() => onChoose(item)}
            aria-label={`Choose ${item.originalName}`}
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
          The {PER_PAGE} newest of {total}: search to find an older one.
        </Typography>
      ) : null}
    </>
  );
}

/** "Choose from media library": puts the URL of an upload already stored into an image or file field. */
export function MediaPicker({ kind, label, onChoose }: { kind: UploadKind; label: string; onChoose: (item: MediaItem) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LibraryIcon />}
        onClick={() => setOpen(true)}
        // The visible words begin the name (WCAG 2.5.3), the field's label tells the buttons apart.
        aria-label={`Choose from media library: ${label}`}
      >
        Choose from media library
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
        <DialogTitle id="media-picker-title">Media library</DialogTitle>
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
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import type { MediaItem } from '@institute/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SearchInput, SelectInput, useCreatePath } from 'react-admin';
import { Alert, Button, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { formatDisplayDate, formatFileSize } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { ResourceDeleteButton } from '../components/RecordActions';
import { MediaPreview } from '../components/MediaPreview';
import { MEDIA_SORT, MEDIA_TYPES } from '../lib/media';

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by file name" />,
  <SelectInput
    key="mimeType"
    source="mimeType"
    label="Type"
    alwaysOn
    choices={[
      { id: MEDIA_TYPES.image.join(','), name: 'Images' },
      { id: MEDIA_TYPES.pdf.join(','), name: 'PDF files' },
    ]}
    parse={(value: string) => (value ? value.split(',') : value)}
    format={(value: unknown) => (Array.isArray(value) ? value.join(',') : (value ?? ''))}
  />,
];

/** The records holding a file's URL, each a link to its edit screen. */
function UsedBy({ item }: { item: MediaItem }) {
  const createPath = useCreatePath();
  if (!item.usedBy.length) return <Chip size="small" label="Not used" variant="outlined" data-testid="not-used" />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="used-by">
      {item.usedBy.map((use) => (
        <Chip
          key={`${use.resource}/${use.id}`}
          size="small"
          label={use.label}
          clickable
          component={RouterLink}
          to={use.resource === 'site-settings' ? '/site-configuration' : createPath({ resource: use.resource, id: use.id, type: 'edit' })}
        />
      ))}
    </Stack>
  );
}

/**
 * What a file not served says (docs/api.md, Uploads stored before the pipeline): one that could not
 * be cleaned needs a new upload, picked again in the records that use it; one not cleaned yet waits
 * for the start's backfill.
 */
function NotServed({ item }: { item: MediaItem }) {
  if (item.state === 'failed')
    return (
      <Alert severity="warning" data-testid="needs-new-upload" sx={{ mt: 1 }}>
        Needs a new upload: this file could not be cleaned of its location and camera data, so it is no longer served. Upload the image
        again and choose it in the records that use it.
      </Alert>
    );
  if (item.state === 'pending')
    return (
      <Alert severity="info" data-testid="being-cleaned-note" sx={{ mt: 1 }}>
        Being cleaned: not served until then.
      </Alert>
    );
  return null;
}

/** Every uploaded file with a preview, who uploaded it and when, the records using it, and a delete (docs/back-office.md, Media). */
const MediaList = () => (
  <CardList<MediaItem>
    title="Media"
    filters={FILTERS}
    sort={MEDIA_SORT}
    empty={<EmptyState text="No files uploaded yet" />}
    render={(item) => (
      <>
        <MediaPreview item={item} />
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ wordBreak: 'break-word' }}>
            {item.originalName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.mimeType} · {formatFileSize(item.size)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Uploaded by {item.uploadedByName ?? 'unknown'} · {formatDisplayDate(item.createdAt)}
          </Typography>
          <NotServed item={item} />
          <Stack sx={{ mt: 1 }}>
            <UsedBy item={item} />
          </Stack>
        </CardContent>
        <CardActions sx={{ mt: 'auto', flexWrap: 'wrap' }}>
          {item.state === 'done' && (
            <Button size="small" startIcon={<OpenIcon />} href={item.url} target="_blank" rel="noopener">
              Open
            </Button>
          )}
          <ResourceDeleteButton record={item} />
        </CardActions>
      </>
    )}
  />
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: MediaList,
};

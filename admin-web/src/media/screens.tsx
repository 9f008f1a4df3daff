import type { MediaItem } from '@institute/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SearchInput, SelectInput, useCreatePath, useTranslate } from 'react-admin';
import { Alert, Button, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { CardList, EmptyState } from '../components/CardGrid';
import { ResourceDeleteButton } from '../components/RecordActions';
import { MediaPreview } from '../components/MediaPreview';
import { useLocaleDates } from '../lib/dates';
import { MEDIA_SORT, MEDIA_TYPES, useFileSize } from '../lib/media';

/** The library's filters: a search by name (its placeholder in the screen's language) and the type. */
function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.media.searchByName')} />,
    <SelectInput
      key="mimeType"
      source="mimeType"
      label="app.media.type"
      alwaysOn
      choices={[
        { id: MEDIA_TYPES.image.join(','), name: 'app.media.images' },
        { id: MEDIA_TYPES.pdf.join(','), name: 'app.media.pdfFiles' },
      ]}
      parse={(value: string) => (value ? value.split(',') : value)}
      format={(value: unknown) => (Array.isArray(value) ? value.join(',') : (value ?? ''))}
    />,
  ];
}

/** A record using a file, as the API names it ('News \'Admissions open\''), its kind in the screen's language. */
function useUsageLabel() {
  const translate = useTranslate();
  return (use: MediaItem['usedBy'][number]) => {
    const named = /^(.*?) '(.*)'$/s.exec(use.label);
    return named ? `${translate(`app.media.kinds.${use.resource}`, { _: named[1] })} '${named[2]}'` : use.label;
  };
}

/** The records holding a file's URL, each a link to its edit screen. */
function UsedBy({ item }: { item: MediaItem }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const usageLabel = useUsageLabel();
  if (!item.usedBy.length) return <Chip size="small" label={translate('app.media.notUsed')} variant="outlined" data-testid="not-used" />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="used-by">
      {item.usedBy.map((use) => (
        <Chip
          key={`${use.resource}/${use.id}`}
          size="small"
          label={usageLabel(use)}
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
  const translate = useTranslate();
  if (item.state === 'failed')
    return (
      <Alert severity="warning" data-testid="needs-new-upload" sx={{ mt: 1 }}>
        {translate('app.media.needsNewUpload')}
      </Alert>
    );
  if (item.state === 'pending')
    return (
      <Alert severity="info" data-testid="being-cleaned-note" sx={{ mt: 1 }}>
        {translate('app.media.beingCleaned')}
      </Alert>
    );
  return null;
}

/** Every uploaded file with a preview, who uploaded it and when, the records using it, and a delete (docs/back-office.md, Media). */
const MediaList = () => {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  const fileSize = useFileSize();
  const filters = useFilters();
  return (
    <CardList<MediaItem>
      title="resources.uploads.name"
      filters={filters}
      sort={MEDIA_SORT}
      empty={<EmptyState text="app.media.noFiles" />}
      render={(item) => (
        <>
          <MediaPreview item={item} />
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ wordBreak: 'break-word' }}>
              {item.originalName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.mimeType} · {fileSize(item.size)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.media.uploadedBy', {
                name: item.uploadedByName ?? translate('app.media.unknownUploader'),
                date: date(item.createdAt),
              })}
            </Typography>
            <NotServed item={item} />
            <Stack sx={{ mt: 1 }}>
              <UsedBy item={item} />
            </Stack>
          </CardContent>
          <CardActions sx={{ mt: 'auto', flexWrap: 'wrap' }}>
            {item.state === 'done' && (
              <Button size="small" startIcon={<OpenIcon />} href={item.url} target="_blank" rel="noopener">
                {translate('app.media.open')}
              </Button>
            )}
            <ResourceDeleteButton record={item} />
          </CardActions>
        </>
      )}
    />
  );
};

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: MediaList,
};

import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  TextInput,
  type TranslateFunction,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
  useTranslateLabel,
  useWrappedSource,
  type Validator,
} from 'react-admin';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import ClearIcon from '@mui/icons-material/Clear';
import {
  type ImageVariant,
  type MediaItem,
  srcSet,
  thumbnailUrl,
  UPLOAD_ACCEPT,
  uploadSizeError,
  uploadStoredName,
  type UploadKind,
} from '@institute/shared';
import type { InstituteDataProvider, UploadResult } from '../providers/dataProvider';
import { MediaPicker } from './MediaPicker';

/** The texts a screen gives (`label`, `clearedMessage`, `helperText`, `previewErrorText`) are catalogue keys or texts. */
interface UploadFieldProps {
  source: string;
  /** The field's label; without it, the resource's field label (`resources.<resource>.fields.<source>`). */
  label?: string;
  kind: UploadKind;
  /** The notice when the field is emptied ('Photo URL cleared'); no Clear button without it. */
  clearedMessage?: string;
  helperText?: string;
  validate?: Validator | Validator[];
  /** Shown when an image preview cannot load (site settings); otherwise the preview just hides. */
  previewErrorText?: string;
  /** Also called when a file is chosen from the media library. */
  onUploaded?: (result: UploadResult) => void;
}

/**
 * What a refused upload's notice says: the server's message (in the screen's language, the data
 * provider's doing), and for a refused type how to send an iPhone photo.
 */
function uploadRefusal(error: unknown, translate: TranslateFunction): string {
  const message = (error as Error).message;
  if (!message) return translate('app.messages.upload.unsupportedType');
  const code = (error as { body?: { code?: unknown } }).body?.code;
  return code === 'upload.unsupportedType' ? `${message}. ${translate('app.messages.upload.heicHint')}` : message;
}

/**
 * The variants of the upload a field's URL points to: those of the upload or library choice just
 * made, else the library's record of it (one read); none for a link that is no upload.
 */
function useVariants(url: string | null | undefined, known: { url: string; variants: ImageVariant[] } | null): ImageVariant[] {
  const stored = uploadStoredName(url);
  const fresh = known && known.url === url ? known.variants : undefined;
  const uuid = stored?.split('/').pop()!.split('.')[0];
  const { data } = useGetList<MediaItem>(
    'uploads',
    { pagination: { page: 1, perPage: 1 }, filter: { q: uuid } },
    { enabled: !!uuid && !fresh, staleTime: Infinity },
  );
  return fresh ?? data?.find((item) => uploadStoredName(item.url) === stored)?.variants ?? [];
}

/**
 * An editable URL with an Upload button beside it (POST /api/admin/uploads), a "Choose from
 * media library" button that takes a file already uploaded, and, for images, a preview that
 * hides itself when the address does not load.
 */
export function UploadField({ source, label, kind, clearedMessage, helperText, validate, previewErrorText, onUploaded }: UploadFieldProps) {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  // The label as the input shows it, for the buttons' names and the preview's text.
  const shownLabel = String(useTranslateLabel()({ label, source }) ?? '');
  const { setValue } = useFormContext();
  // Inside an ArrayInput the field's full name carries its index ('imageUrls.2').
  const name = useWrappedSource(source);
  const value = useWatch({ name }) as string | null | undefined;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ url: string; variants: ImageVariant[] } | null>(null);
  const variants = useVariants(kind === 'image' ? value : null, chosen);

  async function upload(file: File | undefined) {
    if (!file) return notify('app.messages.upload.fileRequired', { type: 'warning' });
    const fileKind: UploadKind = file.type === 'application/pdf' ? 'pdf' : 'image';
    if (uploadSizeError(fileKind, file.size)) return notify('app.messages.upload.tooLarge', { type: 'error' });
    setBusy(true);
    try {
      const result = await dataProvider.upload(file);
      setChosen(result);
      setValue(name, result.url, { shouldDirty: true, shouldValidate: true });
      onUploaded?.(result);
    } catch (error) {
      notify(uploadRefusal(error, translate), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const showPreview = kind === 'image' && !!value;
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput source={source} label={label} helperText={helperText ?? false} validate={validate} fullWidth />
        <Stack direction="row" spacing={1} useFlexGap sx={{ pt: { sm: 1 }, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-label={translate('app.media.uploadField', { label: shownLabel })}
          >
            {translate('app.media.upload')}
          </Button>
          <MediaPicker
            kind={kind}
            label={shownLabel}
            onChoose={(item) => {
              setChosen(item);
              setValue(name, item.url, { shouldDirty: true, shouldValidate: true });
              onUploaded?.({ ...item, fileName: item.originalName, fileSize: item.size });
            }}
          />
          {clearedMessage && value ? (
            <Button
              color="inherit"
              startIcon={<ClearIcon />}
              onClick={() => {
                setValue(name, '', { shouldDirty: true, shouldValidate: true });
                notify(translate(clearedMessage, { _: clearedMessage }), { type: 'info' });
              }}
            >
              {translate('app.media.clear')}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept={
            kind === 'image'
              ? UPLOAD_ACCEPT.split(',')
                  .filter((a) => !a.includes('pdf'))
                  .join(',')
              : '.pdf,application/pdf'
          }
          onChange={(e) => void upload(e.target.files?.[0])}
          data-testid={`upload-${name}`}
        />
      </Stack>
      {showPreview && brokenPreview !== value ? (
        <Box
          component="img"
          // An upload is previewed from its variants (the 320 px WebP, or a wider one on a dense screen), not its full image.
          src={thumbnailUrl(value!, variants)}
          srcSet={srcSet(variants, 'image/webp') || undefined}
          sizes="240px"
          alt={translate('app.media.preview', { label: shownLabel })}
          onError={() => setBrokenPreview(value!)}
          sx={{ mt: 1, maxWidth: 240, maxHeight: 140, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : null}
      {showPreview && brokenPreview === value && previewErrorText ? (
        <Typography variant="caption" color="error">
          {translate(previewErrorText, { _: previewErrorText })}
        </Typography>
      ) : null}
    </Box>
  );
}

import {
  BooleanInput,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  NumberInput,
  useTranslate,
} from 'react-admin';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { type Download, DOWNLOAD_CATEGORIES, DOWNLOAD_RULES, fileNameFromUrl, resolveFileName } from '@institute/shared';
import { NepaliBadge } from '../components/NepaliBadge';
import { useFileSize } from '../lib/media';
import { BilingualInput } from '../components/BilingualInput';
import { EmptyState } from '../components/CardGrid';
import { EditDeleteField, FormToolbar } from '../components/RecordActions';
import { formScreens } from '../components/ResourceScreens';
import { UploadField } from '../components/UploadField';
import { tableValidator } from '../lib/validation';

/** A download's category choices: catalogue keys, which react-admin translates. */
const CATEGORY_CHOICES = DOWNLOAD_CATEGORIES.map((id) => ({ id, name: `app.downloads.categories.${id}` }));

/**
 * A download's category and file size in the screen's language: '1.5 KB' (libs formatFileSize)
 * is '१.५ केबी' in Nepali; an unknown category is shown as stored.
 */
function useDownloadTexts() {
  const translate = useTranslate();
  const fileSize = useFileSize();
  return {
    category: (d: Download) => translate(`app.downloads.categories.${d.category}`, { _: d.category }),
    size: (d: Download) => fileSize(d.fileSize),
  };
}

function DownloadRows() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const texts = useDownloadTexts();
  if (small) {
    return (
      <SimpleList<Download>
        primaryText={(d) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{d.title}</span>
            <NepaliBadge resource="downloads" record={d} />
          </Stack>
        )}
        secondaryText={(d) => `${texts.category(d)} · ${texts.size(d)}`}
        linkType="edit"
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="title" />
      <FunctionField<Download> label="app.downloads.nepali" render={(d) => <NepaliBadge resource="downloads" record={d} />} />
      <FunctionField<Download> source="category" render={texts.category} />
      <TextField source="fileName" />
      <FunctionField<Download> label="resources.downloads.fields.size" sortBy="fileSize" render={texts.size} />
      <TextField source="downloadCount" />
      <FunctionField<Download>
        label="resources.downloads.fields.status"
        render={(d) => (d.isActive ? null : <Chip size="small" label={translate('app.statuses.inactive')} variant="outlined" />)}
      />
      <EditDeleteField label="app.downloads.actions" />
    </Datagrid>
  );
}

const DownloadList = () => (
  <List
    title="app.downloads.title"
    empty={<EmptyState text="app.downloads.empty" />}
    actions={
      <TopToolbar>
        <CreateButton label="app.downloads.add" />
      </TopToolbar>
    }
  >
    <DownloadRows />
  </List>
);

const validate = tableValidator(DOWNLOAD_RULES);

/** Typing a file URL fills an empty file name; an upload fills name and size. */
function FileInputs() {
  const { getValues, setValue } = useFormContext();
  const url = useWatch({ name: 'fileUrl' }) as string | null | undefined;
  const autoName = useRef<string | null>(null);
  useEffect(() => {
    const current = getValues('fileName');
    if (typeof url !== 'string' || !url.trim() || (current && current !== autoName.current)) return;
    autoName.current = fileNameFromUrl(url);
    setValue('fileName', autoName.current, { shouldDirty: true });
  }, [url, getValues, setValue]);
  return (
    <>
      <UploadField
        source="fileUrl"
        kind="pdf"
        clearedMessage="app.content.fileCleared"
        onUploaded={(r) => {
          autoName.current = r.fileName;
          setValue('fileName', r.fileName, { shouldDirty: true });
          setValue('fileSize', r.fileSize, { shouldDirty: true });
        }}
      />
      <TextInput source="fileName" fullWidth />
      <NumberInput source="fileSize" min={0} step={1} />
    </>
  );
}

const DownloadForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={{ isActive: true, fileSize: 0 }}>
    <BilingualInput source="title" fullWidth />
    <BilingualInput source="description" fullWidth multiline />
    <SelectInput source="category" choices={CATEGORY_CHOICES} />
    <FileInputs />
    <BooleanInput source="isActive" />
  </SimpleForm>
);

/** The stored file name: the one typed, else the URL's last segment, else 'Untitled Document'. */
const transform = (data: Record<string, unknown>) => ({
  ...data,
  fileName: resolveFileName(data.fileName as string | null, String(data.fileUrl ?? '')),
  fileSize: Number(data.fileSize) || 0,
});

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: DownloadList,
  ...formScreens(DownloadForm, { create: 'app.downloads.add', edit: 'app.downloads.edit' }, transform),
};

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
} from 'react-admin';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  type Download,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  DOWNLOAD_RULES,
  fileNameFromUrl,
  formatFileSize,
  resolveFileName,
} from '@institute/shared';
import { NepaliBadge } from '../components/NepaliBadge';
import { BilingualInput } from '../components/BilingualInput';
import { EmptyState } from '../components/CardGrid';
import { EditDeleteField, FormToolbar } from '../components/RecordActions';
import { formScreens } from '../components/ResourceScreens';
import { UploadField } from '../components/UploadField';
import { choices } from '../lib/choices';
import { tableValidator } from '../lib/validation';

function DownloadRows() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Download>
        primaryText={(d) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{d.title}</span>
            <NepaliBadge resource="downloads" record={d} />
          </Stack>
        )}
        secondaryText={(d) => `${DOWNLOAD_CATEGORY_LABELS[d.category] ?? d.category} · ${formatFileSize(d.fileSize)}`}
        linkType="edit"
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="title" />
      <FunctionField<Download> label="Nepali" render={(d) => <NepaliBadge resource="downloads" record={d} />} />
      <FunctionField<Download> label="Category" sortBy="category" render={(d) => DOWNLOAD_CATEGORY_LABELS[d.category] ?? d.category} />
      <TextField source="fileName" label="File name" />
      <FunctionField<Download> label="Size" sortBy="fileSize" render={(d) => formatFileSize(d.fileSize)} />
      <TextField source="downloadCount" label="Downloads" />
      <FunctionField<Download>
        label="Status"
        render={(d) => (d.isActive ? null : <Chip size="small" label="Inactive" variant="outlined" />)}
      />
      <EditDeleteField label="Actions" />
    </Datagrid>
  );
}

const DownloadList = () => (
  <List
    title="Downloads Management"
    empty={<EmptyState text="No downloads yet" />}
    actions={
      <TopToolbar>
        <CreateButton label="Add Download" />
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
        label="File URL"
        kind="pdf"
        clearedMessage="File URL cleared"
        onUploaded={(r) => {
          autoName.current = r.fileName;
          setValue('fileName', r.fileName, { shouldDirty: true });
          setValue('fileSize', r.fileSize, { shouldDirty: true });
        }}
      />
      <TextInput source="fileName" label="File name" fullWidth />
      <NumberInput source="fileSize" label="File size (bytes)" min={0} step={1} />
    </>
  );
}

const DownloadForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={{ isActive: true, fileSize: 0 }}>
    <BilingualInput source="title" fullWidth />
    <BilingualInput source="description" fullWidth multiline />
    <SelectInput source="category" choices={choices(DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS)} />
    <FileInputs />
    <BooleanInput source="isActive" label="Active" />
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
  ...formScreens(DownloadForm, { create: 'Add Download', edit: 'Edit Download' }, transform),
};

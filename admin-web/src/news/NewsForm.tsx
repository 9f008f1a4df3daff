import { FormToolbar } from '../components/RecordActions';
import { BilingualInput } from '../components/BilingualInput';
import { ArrayInput, DateTimeInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_PRIORITY, DEFAULT_NEWS_STATUS, NEWS_RULES, normalizeNewsBody } from '@institute/shared';
import { tableValidator } from '../lib/validation';
import { UploadField } from '../components/UploadField';
import { fromLocalInput } from '../lib/format';
import { CATEGORY_CHOICES, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { NewsMailing } from './NewsMailing';

const validate = tableValidator(NEWS_RULES, { prepare: normalizeNewsBody });

export function NewsForm() {
  return (
    <SimpleForm
      noValidate
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ category: DEFAULT_NEWS_CATEGORY, status: DEFAULT_NEWS_STATUS, priority: DEFAULT_NEWS_PRIORITY, imageUrls: [] }}
    >
      <NewsMailing />
      <BilingualInput source="title" fullWidth />
      <TextInput source="slug" fullWidth helperText="app.news.slugHelp" />
      <BilingualInput source="excerpt" fullWidth multiline minRows={2} />
      <BilingualInput source="content" fullWidth multiline minRows={6} />
      <SelectInput source="category" choices={CATEGORY_CHOICES} />
      <SelectInput source="status" choices={STATUS_CHOICES} />
      <SelectInput source="priority" choices={PRIORITY_CHOICES} />
      <DateTimeInput source="deadlineDate" parse={fromLocalInput} />
      <ArrayInput source="imageUrls">
        <SimpleFormIterator disableReordering>
          <UploadField source="" label="resources.news.fields.imageUrl" kind="image" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

import { FormToolbar } from '../components/RecordActions';
import { BilingualInput } from '../components/BilingualInput';
import { ArrayInput, DateTimeInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import {
  DEFAULT_NEWS_CATEGORY,
  DEFAULT_NEWS_PRIORITY,
  DEFAULT_NEWS_STATUS,
  NEWS_CATEGORIES,
  NEWS_PRIORITIES,
  NEWS_RULES,
  NEWS_STATUSES,
  normalizeNewsBody,
} from '@institute/shared';
import { choices } from '../lib/choices';
import { tableValidator } from '../lib/validation';
import { UploadField } from '../components/UploadField';
import { fromLocalInput } from '../lib/format';

const validate = tableValidator(NEWS_RULES, { prepare: normalizeNewsBody });

export function NewsForm() {
  return (
    <SimpleForm
      noValidate
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ category: DEFAULT_NEWS_CATEGORY, status: DEFAULT_NEWS_STATUS, priority: DEFAULT_NEWS_PRIORITY, imageUrls: [] }}
    >
      <BilingualInput source="title" fullWidth />
      <TextInput
        source="slug"
        fullWidth
        helperText="Optional: lowercase letters, numbers and hyphens; left empty, it is made from the title."
      />
      <BilingualInput source="excerpt" fullWidth multiline minRows={2} />
      <BilingualInput source="content" fullWidth multiline minRows={6} />
      <SelectInput source="category" choices={choices(NEWS_CATEGORIES)} />
      <SelectInput source="status" choices={choices(NEWS_STATUSES)} />
      <SelectInput source="priority" choices={choices(NEWS_PRIORITIES)} />
      <DateTimeInput source="deadlineDate" label="Deadline" parse={fromLocalInput} />
      <ArrayInput source="imageUrls" label="Images">
        <SimpleFormIterator disableReordering>
          <UploadField source="" label="Image URL" kind="image" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

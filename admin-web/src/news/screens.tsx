import { Create, Edit } from 'react-admin';
import { normalizeNewsBody } from '@institute/shared';
import { NewsList } from './NewsList';
import { NewsForm } from './NewsForm';

const transform = (data: Record<string, unknown>) => normalizeNewsBody(data);

const NewsCreate = () => (
  <Create title="Add News" redirect="list" transform={transform}>
    <NewsForm />
  </Create>
);

const NewsEdit = () => (
  <Edit title="Edit News" redirect="list" mutationMode="pessimistic" transform={transform}>
    <NewsForm />
  </Edit>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
};

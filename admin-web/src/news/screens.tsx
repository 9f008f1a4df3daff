import { normalizeNewsBody } from '@institute/shared';
import { formScreens } from '../components/ResourceScreens';
import { NewsList } from './NewsList';
import { NewsForm } from './NewsForm';

const transform = (data: Record<string, unknown>) => normalizeNewsBody(data);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: NewsList,
  ...formScreens(NewsForm, { create: 'app.news.add', edit: 'app.news.edit' }, transform),
};

import type { ComponentType } from 'react';
import { Create, Edit, type TransformData } from 'react-admin';
import { RecordHistory } from '../audit-log/RecordHistory';
import { RevisionHistory } from '../revisions/RevisionHistory';

/**
 * The Add and Edit pages of a resource around one form (told which it is in): both go back to
 * the list after saving; Edit waits for the server.
 */
export function formScreens(Form: ComponentType<{ edit: boolean }>, titles: { create: string; edit: string }, transform?: TransformData) {
  return {
    create: () => (
      <Create title={titles.create} redirect="list" transform={transform}>
        <Form edit={false} />
      </Create>
    ),
    edit: () => (
      <Edit title={titles.edit} redirect="list" mutationMode="pessimistic" transform={transform}>
        <Form edit />
        <RevisionHistory />
        <RecordHistory />
      </Edit>
    ),
  };
}

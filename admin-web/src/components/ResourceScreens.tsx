import type { ComponentType, ReactNode } from 'react';
import { Create, Edit, type TransformData, useResourceContext } from 'react-admin';
import { REVISIONED_RESOURCES } from '@institute/shared';
import { RecordHistory } from '../audit-log/RecordHistory';
import { HistoryTabs } from '../revisions/HistoryTabs';
import { RevisionHistory } from '../revisions/RevisionHistory';
import { useCan } from '../lib/rights';

/**
 * The edit form, with a History tab where the record has one for this user: the kept revisions
 * of news, programs, projects, hero slides (everyone) and the record's audit entries
 * (administrators, who may read the Activity log).
 */
function EditContent({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const readsActivity = useCan('settings', 'read');
  const revisioned = (REVISIONED_RESOURCES as readonly (string | undefined)[]).includes(resource);
  if (!revisioned && !readsActivity) return children;
  return (
    <HistoryTabs
      history={
        <>
          <RevisionHistory />
          <RecordHistory />
        </>
      }
    >
      {children}
    </HistoryTabs>
  );
}

/**
 * The Add and Edit pages of a resource around one form (told which it is in): both go back to
 * the list after saving; Edit waits for the server. The titles are catalogue keys or texts
 * (react-admin translates a page's title).
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
        <EditContent>
          <Form edit />
        </EditContent>
      </Edit>
    ),
  };
}

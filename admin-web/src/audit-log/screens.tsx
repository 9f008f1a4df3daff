import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import { type AuditEntry, defaultListSort } from '@institute/shared';
import { useLocaleDates } from '../lib/dates';
import { ChangesText } from './ChangesText';
import { useActionName } from './recordTexts';

/** The actions the API records (docs/api.md, Audit log), the filter's choices. */
const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'status',
  'delete',
  'import',
  'upload',
  'password-change',
  'password-reset',
] as const;

const filters = [
  <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: `app.audit.actions.${a}` }))} alwaysOn />,
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="app.audit.recordId" />,
  <TextInput key="userId" source="userId" label="app.audit.userId" />,
  <DateInput key="from" source="createdAt_gte" label="app.audit.from" alwaysOn />,
  <DateInput key="to" source="createdAt_lte" label="app.audit.to" alwaysOn />,
];

/** Activity: who did what, when and from where; administrators only, read only. Actions and entities are named in the screen's language. */
const ActivityList = () => {
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  const actionName = useActionName();
  return (
    <List title="resources.audit-log.name" filters={filters} sort={defaultListSort('audit-log')} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="app.audit.when" sortBy="createdAt" render={(e: AuditEntry) => dateTime(e.createdAt)} />
        <TextField source="username" label="app.audit.who" emptyText="—" />
        <FunctionField source="action" render={(e: AuditEntry) => actionName(e.action)} />
        <FunctionField
          source="entity"
          render={(e: AuditEntry) => (e.entity ? translate(`app.audit.entities.${e.entity}`, { _: e.entity }) : '—')}
        />
        <TextField source="entityId" label="app.audit.record" emptyText="—" sortable={false} />
        <TextField source="ip" label="app.audit.ip" sortable={false} emptyText="—" />
        <FunctionField
          label="app.audit.changes"
          sortable={false}
          render={(e: AuditEntry) => <ChangesText changes={e.changes} entity={e.entity} />}
        />
      </Datagrid>
    </List>
  );
};

export default { list: ActivityList };

import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { type AuditEntry, defaultListSort } from '@institute/shared';
import { ChangesText } from './ChangesText';

/** The actions the API records (docs/api.md, Audit log). */
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
  <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: a }))} alwaysOn />,
  <TextInput key="entity" source="entity" label="Entity" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="Record id" />,
  <TextInput key="userId" source="userId" label="User id" />,
  <DateInput key="from" source="createdAt_gte" label="From" alwaysOn />,
  <DateInput key="to" source="createdAt_lte" label="To" alwaysOn />,
];

/** Activity: who did what, when and from where; administrators only, read only. */
const ActivityList = () => (
  <List title="Activity" filters={filters} sort={defaultListSort('audit-log')} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <FunctionField label="When" sortBy="createdAt" render={(e: AuditEntry) => new Date(e.createdAt).toLocaleString()} />
      <TextField source="username" label="Who" emptyText="—" />
      <TextField source="action" />
      <TextField source="entity" emptyText="—" />
      <TextField source="entityId" label="Record" emptyText="—" sortable={false} />
      <TextField source="ip" label="IP" sortable={false} emptyText="—" />
      <FunctionField label="Changes" sortable={false} render={(e: AuditEntry) => <ChangesText changes={e.changes} />} />
    </Datagrid>
  </List>
);

export default { list: ActivityList };

import { FormToolbar } from '../components/RecordActions';
import { BooleanInput, Create, Edit, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { Stack } from '@mui/material';
import { ROLE_LABELS, ROLES, USER_RULES, USER_STATUSES } from '@institute/shared';
import { choices } from '../lib/choices';
import { fieldValidator } from '../lib/validation';
import { UserList } from './UserList';
import { UserSecurityActions } from './UserSecurityActions';

// libs USER_RULES, the table the API's CreateUserDto runs.
const usernameRule = fieldValidator(USER_RULES.username);
const passwordRule = fieldValidator(USER_RULES.password);
const emailRule = fieldValidator(USER_RULES.email);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

/** The edit form offers the create form's roles (docs/roles.md, Accounts). */
function UserFields({ create }: { create: boolean }) {
  return (
    <>
      <TextInput source="username" validate={usernameRule} fullWidth autoComplete="off" />
      <TextInput source="email" type="email" validate={emailRule} parse={emptyToNull} fullWidth />
      {create ? <PasswordInput source="password" validate={passwordRule} fullWidth autoComplete="new-password" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="firstName" label="First name" fullWidth />
        <TextInput source="lastName" label="Last name" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput source="role" choices={choices(ROLES, ROLE_LABELS)} fullWidth />
        <SelectInput source="status" choices={choices(USER_STATUSES)} fullWidth />
      </Stack>
      <BooleanInput source="isActive" label="Active" />
      <TextInput source="bio" fullWidth multiline />
    </>
  );
}

const UserCreate = () => (
  <Create title="Create User" redirect="list">
    <SimpleForm noValidate toolbar={<FormToolbar />} defaultValues={{ role: 'editor', status: 'active', isActive: true, permissions: [] }}>
      <UserFields create />
    </SimpleForm>
  </Create>
);

const UserEdit = () => (
  <Edit title="Edit User" redirect="list" mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<FormToolbar />}>
      <UserFields create={false} />
    </SimpleForm>
    <UserSecurityActions />
  </Edit>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
};

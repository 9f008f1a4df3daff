import { FormToolbar } from '../components/RecordActions';
import { BooleanInput, Create, Edit, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { Stack } from '@mui/material';
import { ROLES, USER_RULES, USER_STATUSES } from '@institute/shared';
import { fieldValidator } from '../lib/validation';
import { UserList } from './UserList';
import { UserSecurityActions } from './UserSecurityActions';

// libs USER_RULES, the table the API's CreateUserDto runs.
const usernameRule = fieldValidator(USER_RULES.username);
const passwordRule = fieldValidator(USER_RULES.password);
const emailRule = fieldValidator(USER_RULES.email);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

// The options' names are catalogue keys, which the select translates.
const ROLE_CHOICES = ROLES.map((id) => ({ id, name: `app.roles.${id}` }));
const STATUS_CHOICES = USER_STATUSES.map((id) => ({ id, name: `app.users.statusChoices.${id}` }));

/** The edit form offers the create form's roles (docs/roles.md, Accounts). */
function UserFields({ create }: { create: boolean }) {
  return (
    <>
      <TextInput source="username" validate={usernameRule} fullWidth autoComplete="off" />
      <TextInput source="email" type="email" validate={emailRule} parse={emptyToNull} fullWidth />
      {create ? <PasswordInput source="password" validate={passwordRule} fullWidth autoComplete="new-password" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="firstName" fullWidth />
        <TextInput source="lastName" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput source="role" choices={ROLE_CHOICES} fullWidth />
        <SelectInput source="status" choices={STATUS_CHOICES} fullWidth />
      </Stack>
      <BooleanInput source="isActive" />
      <TextInput source="bio" fullWidth multiline />
    </>
  );
}

const UserCreate = () => (
  <Create title="app.users.createTitle" redirect="list">
    <SimpleForm noValidate toolbar={<FormToolbar />} defaultValues={{ role: 'editor', status: 'active', isActive: true, permissions: [] }}>
      <UserFields create />
    </SimpleForm>
  </Create>
);

const UserEdit = () => (
  <Edit title="app.users.editTitle" redirect="list" mutationMode="pessimistic">
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

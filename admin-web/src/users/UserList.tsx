import { useState } from 'react';
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useDelete,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import PowerIcon from '@mui/icons-material/PowerSettingsNew';
import DeleteIcon from '@mui/icons-material/Delete';
import { defaultListSort, formatDisplayDate, fullName, ROLE_LABELS, type User, USER_MESSAGES } from '@institute/shared';
import { StatCards } from '../components/StatCards';
import { DELETE_CONFIRMATIONS } from '../providers/messages';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function statusColour(status: string) {
  return status === 'active' ? 'success' : status === 'suspended' ? 'error' : 'default';
}

/**
 * Row actions: Edit User, Change Password, Activate/Deactivate, Delete User. One's own password is
 * changed under Account → Security, with the current one (docs/api.md, Users): on one's own row,
 * Change Password goes there.
 */
function UserActions() {
  const user = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);

  const toggle = async () => {
    close();
    try {
      await dataProvider.toggleUserStatus(user.id);
      notify(USER_MESSAGES.statusUpdated, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message.replace('Failed to update user', 'Failed to update user status'), { type: 'error' });
    }
  };

  const remove = () =>
    deleteOne(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDialog(null);
          notify(USER_MESSAGES.deleted, { type: 'info' });
          refresh();
        },
        onError: (error) => {
          setDialog(null);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.username}`}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} onClick={(e) => e.stopPropagation()}>
        <MenuItem
          onClick={() => {
            close();
            redirect('edit', 'users', user.id);
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          Edit User
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            if (identity?.id === user.id) redirect('/security');
            else setDialog('password');
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
        <MenuItem onClick={toggle}>
          <ListItemIcon>
            <PowerIcon fontSize="small" />
          </ListItemIcon>
          {user.status === 'active' ? 'Deactivate' : 'Activate'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setDialog('delete');
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          Delete User
        </MenuItem>
      </Menu>
      <ChangePasswordDialog user={user} open={dialog === 'password'} onClose={() => setDialog(null)} />
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} onClick={(e) => e.stopPropagation()}>
        <DialogTitle>Delete User</DialogTitle>
        <DialogContent>
          <DialogContentText>{DELETE_CONFIRMATIONS.users}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={remove}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const USER_STATS = [
  { label: 'Total Users', resource: 'users' },
  { label: 'Active Users', resource: 'users', filter: { status: 'active' } },
  { label: 'Administrators', resource: 'users', filter: { role: 'admin' } },
  { label: 'Editors', resource: 'users', filter: { role: 'editor' } },
];

export function UserList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <StatCards cards={USER_STATS} />
      <List
        title="User Management"
        sort={defaultListSort('users')}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <CreateButton label="Create User" />
          </TopToolbar>
        }
      >
        {small ? (
          <SimpleList<User>
            primaryText={(u) => u.username}
            secondaryText={(u) => `${ROLE_LABELS[u.role]} · ${u.status}`}
            tertiaryText={(u) => (u.lastLoginAt ? formatDisplayDate(u.lastLoginAt) : 'Never')}
            rightIcon={() => <UserActions />}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<User>
              label="User"
              sortBy="username"
              render={(u) => (
                <>
                  <strong>{u.username}</strong>
                  {fullName(u) ? <div>{fullName(u)}</div> : null}
                  {u.email ? <div style={{ opacity: 0.7 }}>{u.email}</div> : null}
                </>
              )}
            />
            <FunctionField<User> label="Role" sortBy="role" render={(u) => <Chip size="small" label={ROLE_LABELS[u.role] ?? u.role} />} />
            <FunctionField<User>
              label="Status"
              sortBy="status"
              render={(u) => <Chip size="small" label={u.status} color={statusColour(u.status)} sx={{ textTransform: 'capitalize' }} />}
            />
            <FunctionField<User>
              label="2FA"
              render={(u) => (
                <Chip size="small" label={u.twoFactorEnabled ? 'On' : 'Off'} color={u.twoFactorEnabled ? 'success' : 'default'} />
              )}
            />
            <FunctionField<User>
              label="Last Login"
              sortBy="lastLoginAt"
              render={(u) => (u.lastLoginAt ? formatDisplayDate(u.lastLoginAt) : 'Never')}
            />
            <DateField source="createdAt" label="Created" />
            <FunctionField label="Actions" render={() => <UserActions />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}

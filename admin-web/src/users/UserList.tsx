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
  useLocaleState,
  useRedirect,
  useRefresh,
  useTranslate,
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
import { defaultListSort, fullName, type User } from '@institute/shared';
import { StatCards } from '../components/StatCards';
import { deleteConfirmation } from '../i18n/notices';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { useLocaleDates } from '../lib/dates';
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
  const translate = useTranslate();
  const [deleteOne] = useDelete();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);

  const toggle = async () => {
    close();
    try {
      await dataProvider.toggleUserStatus(user.id);
      notify('app.messages.user.statusUpdated', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message.replace(/^Failed to update user(?! status)/, 'Failed to update user status'), { type: 'error' });
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
          notify('app.messages.user.deleted', { type: 'info' });
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
        aria-label={translate('app.users.actionsFor', { name: user.username })}
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
          {translate('app.users.edit')}
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
          {translate('app.users.changePassword')}
        </MenuItem>
        <MenuItem onClick={toggle}>
          <ListItemIcon>
            <PowerIcon fontSize="small" />
          </ListItemIcon>
          {translate(user.status === 'active' ? 'app.users.deactivate' : 'app.users.activate')}
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
          {translate('app.users.delete')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog user={user} open={dialog === 'password'} onClose={() => setDialog(null)} />
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{translate('app.users.delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(deleteConfirmation('users') ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const USER_STATS = [
  { label: 'app.users.totalUsers', resource: 'users' },
  { label: 'app.users.activeUsers', resource: 'users', filter: { status: 'active' } },
  { label: 'app.users.administrators', resource: 'users', filter: { role: 'admin' } },
  { label: 'app.users.editors', resource: 'users', filter: { role: 'editor' } },
];

export function UserList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { date } = useLocaleDates();
  const role = (u: User) => translate(`app.roles.${u.role}`, { _: u.role });
  const status = (u: User) => translate(`app.users.status.${u.status}`, { _: u.status });
  const lastLogin = (u: User) => (u.lastLoginAt ? date(u.lastLoginAt) : translate('app.users.never'));
  return (
    <>
      <StatCards cards={USER_STATS.map((card) => ({ ...card, label: translate(card.label) }))} />
      <List
        title="app.users.title"
        sort={defaultListSort('users')}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <CreateButton label="app.users.create" />
          </TopToolbar>
        }
      >
        {small ? (
          <SimpleList<User>
            primaryText={(u) => u.username}
            secondaryText={(u) => `${role(u)} · ${status(u)}`}
            tertiaryText={lastLogin}
            rightIcon={() => <UserActions />}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<User>
              label="app.users.user"
              sortBy="username"
              render={(u) => (
                <>
                  <strong>{u.username}</strong>
                  {fullName(u) ? <div>{fullName(u)}</div> : null}
                  {u.email ? <div style={{ opacity: 0.7 }}>{u.email}</div> : null}
                </>
              )}
            />
            <FunctionField<User> source="role" render={(u) => <Chip size="small" label={role(u)} />} />
            <FunctionField<User>
              source="status"
              render={(u) => <Chip size="small" label={status(u)} color={statusColour(u.status)} sx={{ textTransform: 'capitalize' }} />}
            />
            <FunctionField<User>
              label="app.users.twoFactor"
              render={(u) => (
                <Chip
                  size="small"
                  label={translate(u.twoFactorEnabled ? 'app.users.on' : 'app.users.off')}
                  color={u.twoFactorEnabled ? 'success' : 'default'}
                />
              )}
            />
            <FunctionField<User> source="lastLoginAt" render={lastLogin} />
            {/* English keeps the browser's own short date; Nepali the B.S. date in Devanagari digits. */}
            {locale === 'ne' ? (
              <FunctionField<User> source="createdAt" render={(u) => date(u.createdAt)} />
            ) : (
              <DateField source="createdAt" />
            )}
            <FunctionField label="app.users.actions" render={() => <UserActions />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}

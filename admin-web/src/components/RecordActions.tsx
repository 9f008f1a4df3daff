import {
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  type RaRecord,
  SaveButton,
  Toolbar,
  useCanAccess,
  useDeleteController,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Button, CardActions } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReactNode } from 'react';
import { DELETE_CONFIRMATIONS } from '../i18n/notices';

/**
 * Delete as docs/back-office.md, Notices has it for this resource: after its confirm prompt, or at once
 * (programs, openings, slides, downloads). Hidden from roles that may not delete.
 */
export function ResourceDeleteButton({ record, redirect = false }: { record: RaRecord; redirect?: 'list' | false }) {
  const resource = useResourceContext()!;
  const { canAccess } = useCanAccess({ action: 'delete', resource, record });
  const confirm = DELETE_CONFIRMATIONS[resource];
  if (!canAccess) return null;
  return confirm ? (
    <DeleteWithConfirmButton
      record={record}
      mutationMode="pessimistic"
      confirmTitle="ra.action.delete"
      confirmContent={confirm}
      redirect={redirect}
    />
  ) : (
    <ImmediateDeleteButton record={record} redirect={redirect} />
  );
}

/** Deletes at once, waiting for the server (react-admin's own DeleteButton either confirms or defers). */
function ImmediateDeleteButton({ record, redirect }: { record: RaRecord; redirect: 'list' | false }) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const { handleDelete, isPending } = useDeleteController({ record, resource, mutationMode: 'pessimistic', redirect });
  return (
    <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={handleDelete}>
      {translate('ra.action.delete')}
    </Button>
  );
}

/** Edit and Delete at the foot of a card. */
export function CardEditDelete({ record, children }: { record: RaRecord; children?: ReactNode }) {
  return (
    <CardActions sx={{ mt: 'auto', flexWrap: 'wrap' }}>
      {children}
      <EditButton record={record} />
      <ResourceDeleteButton record={record} />
    </CardActions>
  );
}

/**
 * A table column with Edit and Delete of the row. Datagrid reads the header from the element's
 * own props, so the label (a catalogue key or a text) is given where the column is placed.
 */
export function EditDeleteField({ label }: { label: string }) {
  return (
    <FunctionField
      label={label}
      render={(record: RaRecord) => (
        <>
          <EditButton record={record} />
          <ResourceDeleteButton record={record} />
        </>
      )}
    />
  );
}

/**
 * Save, and on an edit form the resource's delete (with or without its confirm), back to the list.
 * An Add form's Save is enabled from the start: pressed on an empty form it shows what is required
 * (a disabled button says nothing and the keyboard cannot reach it); an Edit form's is enabled
 * once something changed, so an unchanged record is not saved again.
 */
export function FormToolbar() {
  const record = useRecordContext();
  const editing = record?.id !== undefined;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={!editing} />
      {editing ? <ResourceDeleteButton record={record} redirect="list" /> : null}
    </Toolbar>
  );
}

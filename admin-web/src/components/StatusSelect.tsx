import { type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';

/**
 * Saves a change to one record of `resource` at once, waiting for the server, with the
 * resource's 'updated' notice or the server's message.
 */
export function useRecordUpdate(resource: string) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const save = (record: RaRecord, data: Record<string, unknown>) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`resources.${resource}.notifications.updated`, { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return { save, isPending };
}

/**
 * A status selector of a list row or card: any of `statuses` can be chosen at any time and is
 * sent at once, each named by the catalogue's records' statuses (`app.statuses`). Its clicks stay
 * inside, so a clickable row does not open.
 */
export function StatusSelect({
  statuses,
  value,
  disabled,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  disabled: boolean;
  onChange: (status: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.common.status')}
      value={value}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 130 }}
    >
      {statuses.map((s) => (
        <MenuItem key={s} value={s} sx={{ textTransform: 'capitalize' }}>
          {translate(`app.statuses.${s}`, { _: s })}
        </MenuItem>
      ))}
    </TextField>
  );
}

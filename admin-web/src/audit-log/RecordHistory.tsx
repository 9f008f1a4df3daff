import { useGetList, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AuditEntry } from '@institute/shared';
import { useLocaleDates } from '../lib/dates';
import { useCan } from '../lib/rights';
import { ChangesText } from './ChangesText';
import { useActionName } from './recordTexts';

/** A record's own audit entries (its Activity) in the History tab of its edit screen (administrators, who may read the audit log): newest first. */
export function RecordHistory() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const allowed = useCan('settings', 'read');
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  const actionName = useActionName();
  const { data } = useGetList<AuditEntry>(
    'audit-log',
    {
      filter: { entity: resource, entityId: String(record?.id ?? '') },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 20 },
    },
    { enabled: allowed && !!record?.id && !!resource },
  );
  if (!allowed || !record) return null;
  return (
    <Card sx={{ mt: 2 }} aria-label={translate('app.audit.recordActivity')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.audit.recordActivity')}
        </Typography>
        {data?.length ? (
          <List dense>
            {data.map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText
                  primary={`${dateTime(e.createdAt)} · ${e.username ?? '—'} · ${actionName(e.action)}`}
                  secondary={<ChangesText changes={e.changes} entity={e.entity} />}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.audit.noChanges')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

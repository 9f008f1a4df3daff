import { useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AuditEntry } from '@institute/shared';
import { useCan } from '../lib/rights';
import { ChangesText } from './ChangesText';

/** A record's own audit entries (its Activity) in the History tab of its edit screen (administrators, who may read the audit log): newest first. */
export function RecordHistory() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const allowed = useCan('settings', 'read');
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
    <Card sx={{ mt: 2 }} aria-label="Activity">
      <CardContent>
        <Typography variant="h6" component="h2">
          Activity
        </Typography>
        {data?.length ? (
          <List dense>
            {data.map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText
                  primary={`${new Date(e.createdAt).toLocaleString()} · ${e.username ?? '—'} · ${e.action}`}
                  secondary={<ChangesText changes={e.changes} />}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No recorded changes yet
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

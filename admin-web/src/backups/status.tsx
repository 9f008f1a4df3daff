import { useDataProvider } from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import type { BackupStatus } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { ageText, staleText } from './text';

/** The backups' status in react-admin's query cache, so Refresh and "Back up now" read it again. */
export function useBackupStatus() {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  return useQuery({ queryKey: ['backups', 'status'], queryFn: () => dataProvider.backupStatus() });
}

/**
 * The last good backup's age and, when it is stale (none, or older than BACKUP_STALE_HOURS), the
 * warning (docs/back-office.md, Backups); the dashboard's card and the Backups screen show it.
 */
export function BackupFreshness({ status }: { status: BackupStatus }) {
  return (
    <Stack spacing={1}>
      {status.lastSuccessAt ? (
        <Typography data-testid="backup-age" title={new Date(status.lastSuccessAt).toLocaleString()}>
          Last good backup: {ageText(status.lastSuccessAt)}
        </Typography>
      ) : null}
      {status.stale ? (
        <Alert severity="warning" data-testid="backup-stale">
          {staleText(status)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A status that could not be read is said, never dropped. */
export function BackupStatusError({ error }: { error: Error }) {
  return (
    <Alert severity="error" data-testid="backup-status-error">
      The backups&apos; status could not be read: {error.message}
    </Alert>
  );
}

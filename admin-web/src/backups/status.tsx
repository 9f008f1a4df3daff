import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import type { BackupStatus } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocaleDates } from '../lib/dates';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { useBackupTexts } from './text';

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
  const texts = useBackupTexts();
  const { dateTime } = useLocaleDates();
  return (
    <Stack spacing={1}>
      {status.lastSuccessAt ? (
        <Typography data-testid="backup-age" title={dateTime(status.lastSuccessAt)}>
          {texts.lastGood(status.lastSuccessAt)}
        </Typography>
      ) : null}
      {status.stale ? (
        <Alert severity="warning" data-testid="backup-stale">
          {texts.stale(status)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A status that could not be read is said, never dropped. */
export function BackupStatusError({ error }: { error: Error }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid="backup-status-error">
      {translate('app.backups.statusError', { error: error.message })}
    </Alert>
  );
}

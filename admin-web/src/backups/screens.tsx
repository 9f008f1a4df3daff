import { Datagrid, FunctionField, List, SimpleList, TopToolbar, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Chip, CircularProgress, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import { type BackupSummary, formatFileSize } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { EmptyState } from '../components/CardGrid';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { BackupFreshness, BackupStatusError, useBackupStatus } from './status';
import { backupContents, backupDownloadUrl, scheduleText, TRIGGER_LABELS } from './text';

/**
 * "Back up now": the API answers once the archive is written, which takes a while on a large site,
 * so the button stays disabled with a spinner meanwhile. Then the list and the status are read
 * again; a refusal (one is already being made) is the provider's notice.
 */
function BackUpNowButton() {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.backupNow(),
    onSuccess: () => {
      notify('Backup made', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button
      size="small"
      variant="contained"
      disabled={isPending}
      onClick={() => mutate()}
      startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-label="Making the backup" /> : <BackupIcon />}
    >
      Back up now
    </Button>
  );
}

/** The schedule, the last good backup's age (with the stale warning), and where restoring happens. */
function BackupsHeader() {
  const { data: status, error } = useBackupStatus();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
      <Stack spacing={1}>
        {error ? <BackupStatusError error={error} /> : null}
        {status ? (
          <>
            <Typography data-testid="backup-schedule">{scheduleText(status.schedule)}</Typography>
            <BackupFreshness status={status} />
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" data-testid="restore-note">
          Restoring a backup replaces the whole site, so it is a command on the server: <code>npm run restore -- FILE</code>{' '}
          (docs/operations.md, Restore).
        </Typography>
      </Stack>
    </Box>
  );
}

/** With no archive yet: what makes one (docs/operations.md, Scheduled backups). */
function NoBackups() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <EmptyState
        text="No backups yet"
        hint="Back up now makes one at once. With BACKUP_SCHEDULE set (a time of day such as 02:30, Nepal time, or a cron expression) the server also makes them by itself and keeps the recent ones (docs/operations.md, Scheduled backups)."
      />
      <BackUpNowButton />
    </Box>
  );
}

const downloadLabel = (b: BackupSummary) => `Download ${b.id}`;

/** An archive's download: a plain link, the session cookie goes along (docs/api.md, Backups). */
function DownloadLink({ backup }: { backup: BackupSummary }) {
  return (
    <Button
      size="small"
      component="a"
      href={backupDownloadUrl(backup.id)}
      download={backup.id}
      aria-label={downloadLabel(backup)}
      startIcon={<DownloadIcon />}
    >
      Download
    </Button>
  );
}

const taken = (b: BackupSummary) => new Date(b.createdAt).toLocaleString();

/** Backups: the archives of the backup store, newest first, with "Back up now"; administrators only, read only. */
const BackupList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <BackupsHeader />
      <List
        title="Backups"
        // The archives come newest first and are not sorted or filtered (docs/api.md, Backups).
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        exporter={false}
        empty={<NoBackups />}
        actions={
          <TopToolbar>
            <BackUpNowButton />
          </TopToolbar>
        }
      >
        {small ? (
          <SimpleList<BackupSummary>
            primaryText={taken}
            secondaryText={(b) => `${formatFileSize(b.bytes)} · ${backupContents(b)}`}
            tertiaryText={(b) => `${TRIGGER_LABELS[b.trigger] ?? b.trigger}${b.encrypted ? ' · Encrypted' : ''}`}
            rightIcon={(b) => (
              <IconButton component="a" href={backupDownloadUrl(b.id)} download={b.id} aria-label={downloadLabel(b)}>
                <DownloadIcon />
              </IconButton>
            )}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<BackupSummary> label="Taken" sortable={false} render={taken} />
            <FunctionField<BackupSummary> label="Size" sortable={false} render={(b) => formatFileSize(b.bytes)} />
            <FunctionField<BackupSummary> label="Contents" sortable={false} render={backupContents} />
            <FunctionField<BackupSummary>
              label="Encrypted"
              sortable={false}
              render={(b) => <Chip size="small" label={b.encrypted ? 'Yes' : 'No'} color={b.encrypted ? 'success' : 'default'} />}
            />
            <FunctionField<BackupSummary> label="Made by" sortable={false} render={(b) => TRIGGER_LABELS[b.trigger] ?? b.trigger} />
            <FunctionField<BackupSummary> label="Download" sortable={false} render={(b) => <DownloadLink backup={b} />} />
          </Datagrid>
        )}
      </List>
    </>
  );
};

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: BackupList,
};

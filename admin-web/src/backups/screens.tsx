import { Datagrid, FunctionField, List, SimpleList, TopToolbar, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Box, Button, Chip, CircularProgress, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import type { BackupSummary } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { EmptyState } from '../components/CardGrid';
import { useLocaleDates } from '../lib/dates';
import { TranslatedWith } from '../i18n/TranslatedWith';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { BackupFreshness, BackupStatusError, useBackupStatus } from './status';
import { backupDownloadUrl, useBackupTexts } from './text';

/**
 * "Back up now": the API answers once the archive is written, which takes a while on a large site,
 * so the button stays disabled with a spinner meanwhile. Then the list and the status are read
 * again; a refusal (one is already being made) is the provider's notice.
 */
function BackUpNowButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.backupNow(),
    onSuccess: () => {
      notify('app.backups.made', { type: 'success' });
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
      startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-label={translate('app.backups.making')} /> : <BackupIcon />}
    >
      {translate('app.backups.backUpNow')}
    </Button>
  );
}

/** The schedule, the last good backup's age (with the stale warning), and where restoring happens. */
function BackupsHeader() {
  const texts = useBackupTexts();
  const { data: status, error } = useBackupStatus();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
      <Stack spacing={1}>
        {error ? <BackupStatusError error={error} /> : null}
        {status ? (
          <>
            <Typography data-testid="backup-schedule">{texts.schedule(status.schedule)}</Typography>
            <BackupFreshness status={status} />
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" data-testid="restore-note">
          <TranslatedWith text="app.backups.restoreNote" place="command" element={<code>npm run restore -- FILE</code>} />
        </Typography>
      </Stack>
    </Box>
  );
}

/** With no archive yet: what makes one (docs/operations.md, Scheduled backups). */
function NoBackups() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <EmptyState text={translate('app.backups.none')} hint={translate('app.backups.noneHint')} />
      <BackUpNowButton />
    </Box>
  );
}

/** An archive's download: a plain link, the session cookie goes along (docs/api.md, Backups). */
function DownloadLink({ backup }: { backup: BackupSummary }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      component="a"
      href={backupDownloadUrl(backup.id)}
      download={backup.id}
      aria-label={translate('app.backups.downloadOne', { id: backup.id })}
      startIcon={<DownloadIcon />}
    >
      {translate('app.backups.download')}
    </Button>
  );
}

/** Backups: the archives of the backup store, newest first, with "Back up now"; administrators only, read only. */
const BackupList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const texts = useBackupTexts();
  const { dateTime } = useLocaleDates();
  const taken = (b: BackupSummary) => dateTime(b.createdAt);
  return (
    <>
      <BackupsHeader />
      <List
        title="app.backups.title"
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
            secondaryText={(b) => `${texts.size(b.bytes)} · ${texts.contents(b)}`}
            tertiaryText={(b) => `${texts.trigger(b)}${b.encrypted ? ` · ${translate('app.backups.encrypted')}` : ''}`}
            rightIcon={(b) => (
              <IconButton
                component="a"
                href={backupDownloadUrl(b.id)}
                download={b.id}
                aria-label={translate('app.backups.downloadOne', { id: b.id })}
              >
                <DownloadIcon />
              </IconButton>
            )}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<BackupSummary> label="app.backups.taken" sortable={false} render={taken} />
            <FunctionField<BackupSummary> label="app.backups.size" sortable={false} render={(b) => texts.size(b.bytes)} />
            <FunctionField<BackupSummary> label="app.backups.contents" sortable={false} render={texts.contents} />
            <FunctionField<BackupSummary>
              label="app.backups.encrypted"
              sortable={false}
              render={(b) => (
                <Chip
                  size="small"
                  label={translate(b.encrypted ? 'app.backups.yes' : 'app.backups.no')}
                  color={b.encrypted ? 'success' : 'default'}
                />
              )}
            />
            <FunctionField<BackupSummary> label="app.backups.madeBy" sortable={false} render={texts.trigger} />
            <FunctionField<BackupSummary> label="app.backups.download" sortable={false} render={(b) => <DownloadLink backup={b} />} />
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

import { BACKUP_STALE_HOURS, type BackupStatus, type BackupSummary, type BackupTrigger, dailyBackupTime } from '@institute/shared';
import { ADMIN_API } from '../providers/httpClient';

/** What made an archive, as the Made by column says it. */
export const TRIGGER_LABELS: Record<BackupTrigger, string> = {
  schedule: 'Schedule',
  manual: 'Back up now',
  command: 'Command line',
};

/** An archive's download: a plain link on this origin, so the session cookie goes along (docs/api.md, Backups). */
export function backupDownloadUrl(id: string): string {
  return `${ADMIN_API}/backups/${encodeURIComponent(id)}/download`;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '31 tables · 34,215 rows · 200 media files'. */
export function backupContents(b: Pick<BackupSummary, 'tables' | 'rows' | 'mediaFiles'>): string {
  return [count(b.tables, 'table', 'tables'), count(b.rows, 'row', 'rows'), count(b.mediaFiles, 'media file', 'media files')].join(' · ');
}

/**
 * BACKUP_SCHEDULE in words: a time of day `HH:MM` is a daily backup, anything else a cron
 * expression; both in Nepal time (docs/configuration.md, BACKUP_SCHEDULE).
 */
export function scheduleText(schedule: string | null): string {
  if (!schedule) return 'Scheduled backups are off (BACKUP_SCHEDULE)';
  const daily = dailyBackupTime(schedule);
  const two = (n: number) => String(n).padStart(2, '0');
  if (daily) return `Scheduled daily at ${two(daily.hour)}:${two(daily.minute)} (Nepal time)`;
  return `Scheduled by the cron expression ${schedule} (Nepal time)`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago `iso` was: 'just now', '5 minutes ago', '2 hours ago', '3 days ago'. Hours up to
 * two days, so that an age around the warning's 26 hours reads in hours.
 */
export function ageText(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return RELATIVE.format(-hours, 'hour');
  return RELATIVE.format(-Math.floor(hours / 24), 'day');
}

/** The warning of a stale status: none at all, or the newest older than BACKUP_STALE_HOURS. */
export function staleText(status: BackupStatus): string {
  return status.lastSuccessAt ? `The last good backup is older than ${BACKUP_STALE_HOURS} hours` : 'No backup has been made yet';
}
